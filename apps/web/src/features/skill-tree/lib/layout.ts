import dagre from '@dagrejs/dagre';

/** A node's box on the canvas (the node component draws inside it). */
export const NODE_SIZE = { width: 184, height: 76 } as const;

export type Direction = 'LR' | 'TB';

/**
 * Places the skills by level with dagre, left to right (desktop) or top to bottom (a phone, whose screen is taller
 * than wide): every skill of a level in one column (row), the roots first. Dagre's usual ranking shortens edges and
 * so lets a root with few dependents drift to the middle; here each skill points to its prerequisites and is ranked
 * by longest path, which puts it exactly one rank past its deepest prerequisite, and the direction is reversed to
 * match. Positions are the boxes' top-left corners, as React Flow places nodes.
 */
export function layoutSkills(
  skills: readonly { id: string; prerequisites: readonly string[] }[],
  direction: Direction,
): Map<string, { x: number; y: number }> {
  const g = new dagre.graphlib.Graph();
  g.setGraph({
    rankdir: direction === 'LR' ? 'RL' : 'BT',
    ranker: 'longest-path',
    nodesep: direction === 'LR' ? 24 : 20,
    ranksep: direction === 'LR' ? 72 : 56,
    marginx: 16,
    marginy: 16,
  });
  g.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(skills.map((s) => s.id));
  for (const s of skills) g.setNode(s.id, { width: NODE_SIZE.width, height: NODE_SIZE.height });
  for (const s of skills) for (const p of s.prerequisites) if (ids.has(p)) g.setEdge(s.id, p);
  dagre.layout(g);
  return new Map(
    skills.map((s) => {
      const n = g.node(s.id);
      return [s.id, { x: n.x - NODE_SIZE.width / 2, y: n.y - NODE_SIZE.height / 2 }];
    }),
  );
}
