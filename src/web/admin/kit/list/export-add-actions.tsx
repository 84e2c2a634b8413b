import { Button } from '../../../components/ui/button.tsx';
import { DownloadIcon, PlusIcon } from '../../../components/ui/icons.tsx';

/** A list page's header actions: the CSV export (busy while it downloads) and the button that adds one (the inquiries, the deals). */
export function ExportAndAddActions({
  exportLabel,
  exporting,
  onExport,
  addLabel,
  onAdd,
}: {
  exportLabel: string;
  exporting: boolean;
  onExport: () => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" busy={exporting} onClick={onExport}>
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
