/** Props of StatementsPanel. */
export type StatementsPanelProps = {
  /** The partner organisation whose monthly statements are shown. */
  organizationId: string;
};

/** A partner's monthly statements for staff, with "Mark paid" (issue 23; placeholder until its part lands). */
export function StatementsPanel({ organizationId }: StatementsPanelProps) {
  return <p data-organization={organizationId}>Statements are on their way.</p>;
}
