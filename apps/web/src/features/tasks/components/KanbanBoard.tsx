import {
  DragDropContext,
  Draggable,
  type DragStart,
  type DragUpdate,
  Droppable,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { type TaskStatus, taskStatuses } from '@plateau/shared/enums';
import { fill } from '@plateau/shared/messages/fill';
import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import { plural } from '@plateau/shared/rules/plural';
import { taskColumnPageSize } from '@plateau/shared/rules/task-rules';
import type { TaskCard } from '@plateau/shared/schemas/tasks';
import { GripVertical, MessageSquare } from 'lucide-react';
import { memo, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import type { LoadedColumn } from '../board-cache';
import { ColumnTabs } from './ColumnTabs';
import { ShowMoreButton } from './ShowMoreButton';
import { AssigneeLine, DueDate, LateBadge, today as todayOf } from './TaskMeta';
import { useTabDrop } from './useTabDrop';

interface KanbanBoardProps {
  /** The three columns, each with the cards loaded so far ('Afficher plus' loads the next page). */
  columns: readonly LoadedColumn[];
  /** False for a viewer who may not move tasks: no drag handles. */
  canMove: boolean;
  onMove: (taskId: string, status: TaskStatus) => void;
  onOpen: (taskId: string) => void;
  onShowMore: (status: TaskStatus) => void;
  /** The column whose next page is on its way. */
  loadingMore: TaskStatus | null;
}

const isStatus = (value: string): value is TaskStatus => (taskStatuses as readonly string[]).includes(value);

/**
 * The three fixed columns (spec 2 §9), side by side from 768 px; on a phone one at a time, picked by its tab.
 * @hello-pangea/dnd drags with the mouse, a touch long-press (120 ms, force-press 0.15) and the keyboard (space,
 * arrows), and announces each step in French; on a phone a held card lifted over a tab moves to its column.
 */
export function KanbanBoard({ columns, canMove, onMove, onOpen, onShowMore, loadingMore }: KanbanBoardProps) {
  const [shown, setShown] = useState<TaskStatus>('à faire');
  const id = useId();
  const columnId = (status: TaskStatus) => `${id}-${taskStatuses.indexOf(status)}`;
  const tabsRef = useRef<HTMLDivElement>(null);
  const tabDrop = useTabDrop(tabsRef);
  const titleOf = (id: string) =>
    columns.flatMap((column) => column.items).find((task) => task.id === id)?.title ?? '';
  const today = todayOf();

  const onDragStart = (start: DragStart, provided: ResponderProvided) => {
    tabDrop.start();
    provided.announce(
      fill(m.drag.lifted, { title: titleOf(start.draggableId), column: start.source.droppableId }),
    );
  };
  const onDragUpdate = (update: DragUpdate, provided: ResponderProvided) => {
    if (update.destination) {
      provided.announce(
        fill(m.drag.moved, { title: titleOf(update.draggableId), column: update.destination.droppableId }),
      );
    }
  };
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    const title = titleOf(result.draggableId);
    const { destination, source } = result;
    const tab = tabDrop.finish();
    if (tab && result.reason === 'DROP') {
      provided.announce(fill(m.drag.dropped, { title, column: tab }));
      if (tab !== source.droppableId) onMove(result.draggableId, tab);
      return;
    }
    if (!destination || result.reason === 'CANCEL') {
      provided.announce(fill(m.drag.cancelled, { title, column: source.droppableId }));
      return;
    }
    provided.announce(fill(m.drag.dropped, { title, column: destination.droppableId }));
    // Dropping in the same column does nothing (spec 2 §4).
    if (destination.droppableId === source.droppableId || !isStatus(destination.droppableId)) return;
    onMove(result.draggableId, destination.droppableId);
  };

  return (
    <DragDropContext
      onDragStart={onDragStart}
      onDragUpdate={onDragUpdate}
      onDragEnd={onDragEnd}
      dragHandleUsageInstructions={m.drag.instructions}
    >
      <ColumnTabs
        columns={columns}
        shown={shown}
        onShow={setShown}
        columnId={columnId}
        target={tabDrop.target}
        tabsRef={tabsRef}
      />
      {/* Side by side from 768 px (arrows move a card between columns); one at a time on a phone. */}
      <div className="md:grid md:grid-cols-3 md:gap-4">
        {columns.map((column) => (
          <section
            key={column.status}
            id={columnId(column.status)}
            aria-label={column.status}
            data-column={column.status}
            className={cn(
              'min-w-0 flex-col rounded-xl bg-slate-100 p-3 md:flex',
              column.status === shown ? 'flex' : 'hidden',
            )}
          >
            <h3 className="mb-3 flex items-center justify-between text-sm font-semibold text-slate-800">
              <span>{m.columnLabels[column.status]}</span>
              <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-600">
                {plural(column.total, m.columnCount)}
              </span>
            </h3>
            <Droppable droppableId={column.status} isDropDisabled={!canMove}>
              {(provided, snapshot) => (
                <ul
                  ref={provided.innerRef}
                  {...provided.droppableProps}
                  className={cn(
                    'flex min-h-24 flex-1 flex-col gap-2 rounded-lg transition-colors',
                    snapshot.isDraggingOver && 'bg-indigo-50 ring-2 ring-indigo-200',
                  )}
                >
                  {column.items.map((task, index) => (
                    <KanbanCard
                      key={task.id}
                      task={task}
                      index={index}
                      canMove={canMove}
                      onOpen={onOpen}
                      today={today}
                    />
                  ))}
                  {provided.placeholder}
                </ul>
              )}
            </Droppable>
            {column.nextCursor ? (
              <ShowMoreButton
                className="mt-2"
                pageSize={taskColumnPageSize}
                total={column.total}
                shown={column.items.length}
                loading={loadingMore === column.status}
                onClick={() => onShowMore(column.status)}
              />
            ) : null}
          </section>
        ))}
      </div>
    </DragDropContext>
  );
}

/** The cards of a column always laid out (a screen's worth); those after them are laid out when near. */
const renderedCards = 8;

interface KanbanCardProps {
  task: TaskCard;
  index: number;
  canMove: boolean;
  onOpen: (taskId: string) => void;
  today: string;
}

/** One card: title, assignee, due date, 'En retard', comment count; the handle when the viewer may move it. */
const KanbanCard = memo(function KanbanCard({ task, index, canMove, onOpen, today }: KanbanCardProps) {
  return (
    // The handle is a button (focusable, named): interactive-element blocking would stop it from dragging.
    <Draggable
      draggableId={task.id}
      index={index}
      isDragDisabled={!canMove}
      disableInteractiveElementBlocking
    >
      {(provided, snapshot) => (
        <li
          ref={provided.innerRef}
          {...provided.draggableProps}
          data-task-id={task.id}
          className={cn(
            'flex gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-sm',
            snapshot.isDragging && 'shadow-lg ring-2 ring-indigo-400',
            // Past a column's first cards (what a screen shows), a card out of sight is neither laid out nor
            // painted until it comes near: up to 50 cards a column.
            !snapshot.isDragging &&
              index >= renderedCards &&
              '[contain-intrinsic-size:auto_7.5rem] [content-visibility:auto]',
          )}
        >
          {canMove ? (
            <button
              type="button"
              {...provided.dragHandleProps}
              aria-label={fill(m.dragHandle, { title: task.title })}
              className="-ml-1 flex w-6 shrink-0 cursor-grab items-start justify-center rounded pt-0.5 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <GripVertical className="size-4" aria-hidden="true" />
            </button>
          ) : null}
          <div className="min-w-0 flex-1 space-y-2">
            <button
              type="button"
              onClick={() => onOpen(task.id)}
              className="block w-full text-left font-medium break-words text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              aria-label={fill(m.openTask, { title: task.title })}
            >
              {task.title}
            </button>
            <AssigneeLine task={task} />
            <div className="flex flex-wrap items-center gap-2">
              <DueDate task={task} />
              <LateBadge task={task} today={today} />
              {task.commentCount > 0 ? (
                <span className="inline-flex items-center gap-1 text-xs text-slate-500">
                  <MessageSquare className="size-3.5" aria-hidden="true" />
                  {plural(task.commentCount, m.commentCount)}
                </span>
              ) : null}
            </div>
          </div>
        </li>
      )}
    </Draggable>
  );
});
