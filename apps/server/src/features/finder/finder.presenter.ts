import { type FinderDelegate, KIT_ITEM_KEYS } from '@quorum/shared';
import type { FinderRow } from './finder.repository';

/** A finder row as the API answers it (finderDelegateSchema of packages/shared/src/finder.ts). */
export function presentFinderDelegate(row: FinderRow): FinderDelegate {
  const kit = JSON.parse(row.kit) as Record<string, boolean>;
  return {
    id: row.id,
    firstNames: row.firstNames,
    lastNames: row.lastNames,
    documentType: row.documentType as FinderDelegate['documentType'],
    documentNumber: row.documentNumber,
    email: row.email,
    institution: row.institution,
    grade: row.grade,
    status: row.status as FinderDelegate['status'],
    badgeCode: row.badgeCode,
    commissionId: row.commissionId,
    commissionName: row.commissionName,
    room: row.room,
    delegationId: row.delegationId,
    delegationName: row.delegationName,
    delegationIsoCode: row.delegationIsoCode,
    checkedInAt: row.checkedInAt,
    checkedInBy: row.checkedInBy,
    checkedInByName: row.checkedInByName,
    kit: Object.fromEntries(KIT_ITEM_KEYS.map((k) => [k, kit[k] === true])),
    notes: row.notes,
    updatedAt: row.updatedAt,
  };
}
