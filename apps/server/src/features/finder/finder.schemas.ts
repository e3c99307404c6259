import { DELEGATE_STATUSES, DOCUMENT_TYPES, KIT_ITEM_KEYS } from '@quorum/shared';
import { z } from 'zod';
import type { FinderRow } from './finder.repository';

/** A delegate's card at the door: who they are, where they go, and their check-in, kit and notes. */
export const finderDelegateSchema = z.object({
  id: z.string(),
  firstNames: z.string(),
  lastNames: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  documentNumber: z.string(),
  email: z.string(),
  institution: z.string(),
  grade: z.string().nullable(),
  status: z.enum(DELEGATE_STATUSES),
  personalCode: z.string(),
  commissionId: z.string().nullable(),
  commissionName: z.string().nullable(),
  room: z.string().nullable(),
  delegationId: z.string().nullable(),
  delegationName: z.string().nullable(),
  delegationIsoCode: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.string().nullable(),
  /** Name of the staff user who checked the delegate in. */
  checkedInByName: z.string().nullable(),
  kit: z.record(z.string(), z.boolean()),
  notes: z.string(),
  updatedAt: z.string(),
});
export type FinderDelegate = z.infer<typeof finderDelegateSchema>;

export const checkInResultSchema = z.object({
  /** True when the delegate had already been checked in: nothing changed. */
  alreadyCheckedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
  checkedInByName: z.string().nullable(),
  delegate: finderDelegateSchema,
});

export const kitInputSchema = z.object({
  items: z.record(z.string(), z.boolean()).refine((items) => Object.keys(items).every((k) => (KIT_ITEM_KEYS as string[]).includes(k)), {
    message: `Elemento del kit desconocido (válidos: ${KIT_ITEM_KEYS.join(', ')})`,
  }),
});

export const notesInputSchema = z.object({
  notes: z.string().max(2000, 'Las notas admiten como máximo 2000 caracteres'),
});

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
    personalCode: row.personalCode,
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
