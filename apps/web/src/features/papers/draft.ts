import { conflictKey, mergePaperTexts, newClauseId, type PaperText } from '@quorum/shared';

/** The two lists of clauses a paper has. */
export type ClauseList = 'preambular' | 'operative';

/**
 * Where a clause is: its list and the ids from the top clause down (an operative clause, its sub-clause (a), that
 * one's (i)). Clauses are found by id, never by position: positions move while two people write.
 */
export interface ClausePath {
  list: ClauseList;
  ids: readonly string[];
}

interface Node {
  id: string;
  text: string;
  subClauses?: Node[];
}

/** Applies `edit` to the siblings under `parentIds` (the list itself when empty). */
function editSiblings(nodes: Node[], parentIds: readonly string[], edit: (siblings: Node[]) => Node[]): Node[] {
  const [head, ...rest] = parentIds;
  if (head === undefined) return edit(nodes);
  return nodes.map((node) => (node.id === head ? { ...node, subClauses: editSiblings(node.subClauses ?? [], rest, edit) } : node));
}

function editList(text: PaperText, path: ClausePath, edit: (siblings: Node[]) => Node[]): PaperText {
  const parents = path.ids.slice(0, -1);
  return { ...text, [path.list]: editSiblings(text[path.list] as Node[], parents, edit) } as PaperText;
}

const last = (path: ClausePath) => path.ids[path.ids.length - 1];

/** The clause's text changed. */
export function setClauseText(text: PaperText, path: ClausePath, value: string): PaperText {
  return editList(text, path, (siblings) => siblings.map((node) => (node.id === last(path) ? { ...node, text: value } : node)));
}

/** The clause and what it holds leave the text. */
export function removeClause(text: PaperText, path: ClausePath): PaperText {
  return editList(text, path, (siblings) => siblings.filter((node) => node.id !== last(path)));
}

/** The clause moves one place up (-1) or down (+1) among its siblings; at an end nothing moves. */
export function moveClause(text: PaperText, path: ClausePath, delta: -1 | 1): PaperText {
  return editList(text, path, (siblings) => {
    const from = siblings.findIndex((node) => node.id === last(path));
    const to = from + delta;
    if (from < 0 || to < 0 || to >= siblings.length) return siblings;
    const moved = [...siblings];
    [moved[from], moved[to]] = [moved[to] as Node, moved[from] as Node];
    return moved;
  });
}

/**
 * A new empty clause at the end of a list: a preambular clause, an operative clause, or (with `parentIds`) a
 * sub-clause (a) of an operative clause or an (i) of a sub-clause. Its id is new (`newClauseId`); the new id is returned
 * with the text, so the page can move the focus to it.
 */
export function addClause(text: PaperText, list: ClauseList, parentIds: readonly string[] = []): { text: PaperText; id: string } {
  const id = newClauseId();
  // Operative clauses and sub-clauses (a) hold their own list; a preambular clause and an (i) hold none.
  const holds = list === 'operative' && parentIds.length < 2;
  const node: Node = holds ? { id, text: '', subClauses: [] } : { id, text: '' };
  return { text: editList(text, { list, ids: [...parentIds, id] }, (siblings) => [...siblings, node]), id };
}

/**
 * The text being written once a save of `sent` was answered with `saved`: the answer when nothing was typed meanwhile,
 * else what was typed since merged onto it, the person's own words winning where both changed the same part (the next
 * save brings them to the server, which merges again).
 */
export function afterSave(sent: PaperText, current: PaperText, saved: PaperText): PaperText {
  if (current === sent) return saved;
  const first = mergePaperTexts(sent, current, saved);
  if (first.conflicts.length === 0) return first.text;
  const mine = Object.fromEntries(first.conflicts.map((c) => [conflictKey(c), 'mine' as const]));
  return mergePaperTexts(sent, current, saved, mine).text;
}
