/**
 * The companies that run the sample car parks. No two sample car parks share a brand, so each company
 * runs one; a company running car parks at several airports would list them all here. Migration 0010
 * holds the same table in SQL for databases seeded before car parks had owners: keep the two alike.
 */
export const SEED_COMPANIES = [
  { name: 'Swift Meet & Greet', providerIds: ['luton-swift-meet-greet'] },
  { name: 'Park & Fly', providerIds: ['luton-park-and-fly'] },
  { name: 'Parkway Secure', providerIds: ['luton-parkway-secure'] },
  { name: 'Valet Plus', providerIds: ['bristol-valet-plus'] },
  { name: 'Lulsgate Park & Ride', providerIds: ['bristol-lulsgate-park-ride'] },
  { name: 'Premier Meet & Greet', providerIds: ['stansted-premier-meet-greet'] },
  { name: 'Essex Park & Ride', providerIds: ['stansted-essex-park-ride'] },
  { name: 'Terminal Valet', providerIds: ['stansted-terminal-valet'] },
] as const;

/** `Swift Meet & Greet` → `swift-meet-greet` (the same rule as migration 0010's SQL). */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The operator organisation of a company: a fixed id, so the seed and the migration agree on it. */
export const operatorOrgId = (companyName: string): string => `org-op-${slugOf(companyName)}`;

/** The operator organisations to create, one per company. */
export const operatorOrganizations = () =>
  SEED_COMPANIES.map((c) => ({
    id: operatorOrgId(c.name),
    name: c.name,
    slug: slugOf(c.name),
    kind: 'operator' as const,
  }));

/** The operator organisation that owns a sample car park (every sample car park has one). */
export function ownerOfProvider(providerId: string): string {
  const company = SEED_COMPANIES.find((c) => (c.providerIds as readonly string[]).includes(providerId));
  if (!company) throw new Error(`No company runs the sample car park ${providerId}: add it to SEED_COMPANIES`);
  return operatorOrgId(company.name);
}
