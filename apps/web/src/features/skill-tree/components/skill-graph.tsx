import { memo, useMemo, useState, type KeyboardEvent } from 'react';
import { Background, BackgroundVariant, Controls, Handle, Position, ReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { SkillIcon } from './skill-icon';
import { cn } from '@/lib/cn';
import { layoutSkills, NODE_SIZE, type Direction } from '../lib/layout';
import { frontierIds, skillLabel, type SkillView } from '../lib/skill-view';
import { StatusBadge, STATUS_STYLE } from './status-style';
import './skill-graph.css';

type SkillNodeData = { view: SkillView; direction: Direction };
type SkillNode = Node<SkillNodeData, 'skill'>;

const hiddenHandle = '!h-1 !w-1 !min-h-0 !min-w-0 !border-0 !bg-transparent';

/** One skill on the canvas: its icon, name, status (icon and word) and progress. */
const SkillNodeBox = memo(function SkillNodeBox({ data, selected }: NodeProps<SkillNode>) {
  const { view, direction } = data;
  const style = STATUS_STYLE[view.state.status];
  return (
    <div
      className={cn(
        'flex h-full w-full flex-col justify-between rounded-xl border-2 px-3 py-2 shadow-sm',
        style.box,
        selected && 'ring-2 ring-brand-600 ring-offset-2 ring-offset-surface-50',
      )}
      style={{ width: NODE_SIZE.width, height: NODE_SIZE.height }}
    >
      <Handle type="target" position={direction === 'LR' ? Position.Left : Position.Top} isConnectable={false} className={hiddenHandle} />
      <div className="flex items-center gap-2">
        <SkillIcon name={view.icon} className={cn('h-4 w-4 shrink-0', style.ink)} />
        <span className="truncate text-sm font-semibold text-ink-900">{view.name}</span>
      </div>
      <div className="flex items-center justify-between gap-2">
        <StatusBadge status={view.state.status} />
        <span className="text-xs font-medium tabular-nums text-ink-700">{view.state.progress}%</span>
      </div>
      <div className="h-1 w-full overflow-hidden rounded-full bg-surface-200" aria-hidden>
        <div className={cn('h-full rounded-full', style.bar)} style={{ width: `${view.state.progress}%` }} />
      </div>
      <Handle
        type="source"
        position={direction === 'LR' ? Position.Right : Position.Bottom}
        isConnectable={false}
        className={hiddenHandle}
      />
    </div>
  );
});

const NODE_TYPES = { skill: SkillNodeBox };

type Props = {
  views: readonly SkillView[];
  selectedId: string | null;
  direction: Direction;
  onOpen: (skillId: string) => void;
};

/**
 * The skill graph (spec 002 section 2; issue 23): React Flow laid out by dagre, edges from prerequisite to skill, fit
 * to the view on where the learner is (the open skills and the next ones), with pan and zoom. Each node is a stop of the Tab order, named 'Fractions, available, 0%'; Enter or
 * Space opens it, as a click does.
 */
export function SkillGraph({ views, selectedId, direction, onOpen }: Props) {
  const positions = useMemo(() => layoutSkills(views, direction), [views, direction]);
  const nodes = useMemo<SkillNode[]>(
    () =>
      views.map((view) => ({
        id: view.id,
        type: 'skill',
        position: positions.get(view.id)!,
        data: { view, direction },
        width: NODE_SIZE.width,
        height: NODE_SIZE.height,
        selected: view.id === selectedId,
        ariaLabel: skillLabel(view),
        ariaRole: 'button',
        draggable: false,
        connectable: false,
      })),
    [views, positions, direction, selectedId],
  );
  // Fitted once, when the graph mounts (the page mounts it again for another subject or screen width).
  const [fitViewOptions] = useState(() => {
    const frontier = frontierIds(views, { first: direction === 'TB' });
    return { padding: 0.12, maxZoom: 1, ...(frontier.length > 0 ? { nodes: frontier.map((id) => ({ id })) } : {}) };
  });
  const edges = useMemo<Edge[]>(
    () =>
      views.flatMap((v) =>
        v.prerequisites.map((p) => ({
          id: `${p}->${v.id}`,
          source: p,
          target: v.id,
          type: 'smoothstep',
          focusable: false,
          selectable: false,
        })),
      ),
    [views],
  );

  // Enter or Space on a focused node opens it (React Flow's own handling only selects it).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const node = (event.target as HTMLElement).closest<HTMLElement>('.react-flow__node');
    const id = node?.dataset.id;
    if (!id) return;
    event.preventDefault();
    onOpen(id);
  };

  return (
    <div className="skill-graph h-full w-full" onKeyDown={onKeyDown}>
      <ReactFlow<SkillNode>
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodeClick={(_, node) => onOpen(node.id)}
        fitView
        fitViewOptions={fitViewOptions}
        minZoom={0.2}
        maxZoom={1.75}
        nodesDraggable={false}
        nodesConnectable={false}
        edgesFocusable={false}
        panActivationKeyCode={null}
        deleteKeyCode={null}
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        zoomOnDoubleClick={false}
        aria-label="Skill graph"
      >
        <Background variant={BackgroundVariant.Dots} gap={20} size={1} />
        {/* Its fit-view button fits the whole tree. */}
        <Controls showInteractive={false} fitViewOptions={{ padding: 0.05 }} />
      </ReactFlow>
    </div>
  );
}
