import type { DealDto } from '../../../shared/deals.ts';
import { ADMIN_MOVES_TEXT as T } from '../../../shared/texts/admin-moves.ts';
import { ConditionReportForm } from './condition-report-form.tsx';
import { DepositStatementForm } from './deposit-statement-form.tsx';
import { DocumentSection } from './document-section.tsx';
import { ReportSummary, StatementSummary } from './document-summaries.tsx';
import { LeaseSection } from './lease-section.tsx';
import { ofKind, useDealLeases } from './use-deal-leases.ts';

/**
 * The deal's signed documents (issue 45, docs/decisions/084 and 096), read once: the Lease section and,
 * once a lease was signed in the product, the move-in condition report and the deposit statement, each
 * signed the same way by the lease's tenants and landlord.
 */
export function DealDocuments({ deal, onDealChanged }: { deal: DealDto; onDealChanged: (deal: DealDto) => void }) {
  const documents = useDealLeases(deal.id);
  const signed = ofKind(documents.leases, 'lease')?.find((l) => l.status === 'signed');
  const landlord = signed?.landlord ?? null;
  return (
    <>
      <LeaseSection deal={deal} documents={documents} onDealChanged={onDealChanged} />
      {signed && (
        <>
          <DocumentSection
            id={`deal-move-in-${deal.id}`}
            testId="move-in-section"
            documents={documents}
            list={ofKind(documents.leases, 'move-in') ?? []}
            landlord={landlord}
            words={{
              heading: T.moveInHeading,
              intro: T.moveInIntro,
              none: T.moveInNone,
              start: T.startReport,
              earlier: T.moveInEarlier,
            }}
            summary={(lease) => <ReportSummary lease={lease} />}
            form={(props) => <ConditionReportForm dealId={deal.id} {...props} />}
          />
          <DocumentSection
            id={`deal-deposit-${deal.id}`}
            testId="deposit-section"
            documents={documents}
            list={ofKind(documents.leases, 'deposit-statement') ?? []}
            landlord={landlord}
            words={{
              heading: T.depositHeading,
              intro: T.depositIntro,
              none: T.depositNone,
              start: T.startStatement,
              earlier: T.depositEarlier,
            }}
            summary={(lease) => <StatementSummary lease={lease} />}
            form={(props) => <DepositStatementForm deal={deal} {...props} />}
          />
        </>
      )}
    </>
  );
}
