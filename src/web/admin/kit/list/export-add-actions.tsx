import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DownloadIcon, PlusIcon } from '../../../components/ui/icons.tsx';

export interface ExportAndAdd {
  exportLabel: string;
  onExport: () => Promise<void>;
  addLabel: string;
  onAdd: () => void;
}

/**
 * A list page's header actions: the CSV export (busy until `onExport` has saved the file or said why
 * not) and the button that adds one (the inquiries, the deals).
 */
export function ExportAndAddActions({ exportLabel, onExport, addLabel, onAdd }: ExportAndAdd) {
  const [exporting, setExporting] = useState(false);
  const exportFile = async () => {
    setExporting(true);
    await onExport();
    setExporting(false);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" busy={exporting} onClick={() => void exportFile()}>
        <DownloadIcon />
        {exportLabel}
      </Button>
      <Button onClick={onAdd}>
        <PlusIcon />
        {addLabel}
      </Button>
    </div>
  );
}
