import { projectRoom } from '@plateau/shared/events';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { reportsMessages } from '@plateau/shared/messages/reports.fr';
import type { ProjectDetail } from '@plateau/shared/schemas/project-responses';
import { lazy, type ReactNode, Suspense, useDeferredValue } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Skeleton } from '@/components/ui/Skeleton';
import { useAuth } from '@/features/auth';
import { PendingCreditNotice } from '@/features/credits';
import { InfluencerProjectSection } from '@/features/influencer';
import { useTeamUnread } from '@/features/messages';
import { ReportButton } from '@/features/moderation/report';
import { useAfterFirstScreen } from '@/hooks/useAfterFirstScreen';
import type { FirstReads } from '@/lib/first-reads';
import { useRealtimeRoom } from '@/lib/realtime-hooks';
import { BackLink } from '../components/BackLink';
import { CreatorCard } from '../components/CreatorCard';
import { JoinControl } from '../components/JoinControl';
import { JoinRequestsCard } from '../components/JoinRequestsCard';
import { OwnerControls } from '../components/OwnerControls';
import { ProjectOverview } from '../components/ProjectOverview';
import { type ProjectTab, ProjectTabs } from '../components/ProjectTabs';
import { ProjectUnavailable } from '../components/ProjectUnavailable';
import { RequiredRolesCard } from '../components/RequiredRolesCard';
import { StatsCard } from '../components/StatsCard';
import { TeamCard } from '../components/TeamCard';
import { projectMembersQuery, projectQuery, useProject, useRefetchForViewer } from '../hooks/useProject';
import { useProjectMutations } from '../hooks/useProjectMutations';

// The team conversation (issue 33) loads when its tab is opened.
const TeamConversationPanel = lazy(() =>
  import('@/features/messages/team').then((m) => ({ default: m.TeamConversationPanel })),
);

// The task board (drag and drop, its forms and their checks) loads for those who see it, after the page.
const TaskBoardCard = lazy(() =>
  import('@/features/tasks/board').then((m) => ({ default: m.TaskBoardCard })),
);

/** The project and its team, read before the first render when the browser opens the page (lib/first-reads.ts). */
export const firstReads: FirstReads = ({ params, queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(projectQuery(params.id ?? '')),
    queryClient.prefetchQuery(projectMembersQuery(params.id ?? '')),
  ]);

/** /projets/{id}: open to members and visitors; what each sees follows the API (visibility, abilities). */
export function ProjectPage() {
  const { id = '' } = useParams();
  return <ProjectView key={id} id={id} />;
}

function ProjectView({ id }: { id: string }) {
  const project = useProject(id);
  useRefetchForViewer(id);
  // The project's cover and text show first (at once when it is there already, read before the first
  // render); the rest of the page renders after, in a transition, in slices: not one long task on a phone
  // before the first picture.
  const settled = useDeferredValue(project.data, undefined);
  if (project.isError) return <ProjectUnavailable error={project.error} />;
  if (project.data === undefined) return <ProjectPageSkeleton />;
  return settled === undefined ? <ProjectHead project={project.data} /> : <ProjectBody project={settled} />;
}

/** The page's frame: back link, overview (cover, title, facts), then `main` under it and `aside` beside it. */
function ProjectFrame({
  project,
  main,
  aside,
  compact = false,
}: {
  project: ProjectDetail;
  main: ReactNode;
  aside: ReactNode;
  /** The title alone instead of the overview (the 'Discussion' tab: the thread comes first on a phone). */
  compact?: boolean;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={project.title} />
      <BackLink to="/projets" label={m.backToProjects} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {compact ? (
            <h1 className="font-display text-2xl leading-tight font-semibold break-words text-slate-900 sm:text-3xl">
              {project.title}
            </h1>
          ) : (
            <ProjectOverview project={project} />
          )}
          {main}
        </div>
        <aside className="min-w-0 space-y-6">{aside}</aside>
      </div>
    </div>
  );
}

/** The overview alone, the rest of the page's place kept: the first paint once the project is there. */
function ProjectHead({ project }: { project: ProjectDetail }) {
  return (
    <ProjectFrame
      project={project}
      main={<Skeleton className="h-20 w-full rounded-xl" />}
      aside={
        <>
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </>
      }
    />
  );
}

function ProjectBody({ project }: { project: ProjectDetail }) {
  // Requests, members, roles and status stay live (projects/live.ts) while the page holds the room.
  useRealtimeRoom(projectRoom(project.id));
  const actions = useProjectMutations(project.id);
  const { user } = useAuth();
  // The task board (its code, its cards) comes once the first screen is shown: it is below it.
  const shown = useAfterFirstScreen();
  // The owner and the team get the 'Discussion' tab (`?onglet=discussion`); nobody else sees it.
  const [search, setSearch] = useSearchParams();
  const canDiscuss = project.abilities.discuss;
  const tab: ProjectTab = canDiscuss && search.get('onglet') === 'discussion' ? 'discussion' : 'projet';
  const unread = useTeamUnread(project.id, canDiscuss);
  const setTab = (next: ProjectTab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'discussion') params.set('onglet', 'discussion');
        else params.delete('onglet');
        return params;
      },
      { replace: true },
    );
  const tabs = canDiscuss ? <ProjectTabs current={tab} unread={unread} onChange={setTab} /> : null;
  if (tab === 'discussion') {
    return (
      <ProjectFrame
        project={project}
        compact
        main={
          <>
            {tabs}
            <div role="tabpanel" id="project-panel-discussion" aria-labelledby="project-tab-discussion">
              <Suspense fallback={discussionPlace}>
                <TeamConversationPanel projectId={project.id} />
              </Suspense>
            </div>
          </>
        }
        aside={<ProjectAside project={project} actions={actions} />}
      />
    );
  }
  const projectMain = (
    <>
      <OwnerControls project={project} actions={actions} />
      {project.status === 'terminé' && project.viewer.membership && user ? (
        <PendingCreditNotice projectId={project.id} userId={user.id} />
      ) : null}
      <JoinControl project={project} actions={actions} />
      {/* An influencer project lists its roles in full in the influencer section below. */}
      {project.category === 'Influenceur' ? null : <RequiredRolesCard roles={project.requiredRoles} />}
      <InfluencerProjectSection projectId={project.id} />
      {project.abilities.viewTasks ? (
        <Suspense fallback={boardPlace}>
          {shown ? <TaskBoardCard projectId={project.id} /> : boardPlace}
        </Suspense>
      ) : null}
    </>
  );
  return (
    <ProjectFrame
      project={project}
      main={
        tabs ? (
          <>
            {tabs}
            <div
              role="tabpanel"
              id="project-panel-projet"
              aria-labelledby="project-tab-projet"
              className="space-y-6"
            >
              {projectMain}
            </div>
          </>
        ) : (
          projectMain
        )
      }
      aside={<ProjectAside project={project} actions={actions} />}
    />
  );
}

/** The column beside: creator, team, requests (owner), statistics, 'Signaler'. */
function ProjectAside({
  project,
  actions,
}: {
  project: ProjectDetail;
  actions: ReturnType<typeof useProjectMutations>;
}) {
  return (
    <>
      <CreatorCard owner={project.owner} />
      <TeamCard project={project} actions={actions} />
      {project.abilities.answerRequests ? (
        <JoinRequestsCard projectId={project.id} actions={actions} />
      ) : null}
      <StatsCard stats={project.stats} />
      {project.abilities.edit ? null : (
        <div className="flex justify-end">
          <ReportButton
            label={reportsMessages.reportProject}
            target={{
              kind: project.category === 'Influenceur' ? 'influencerProject' : 'project',
              id: project.id,
            }}
            location={`/projets/${project.id}`}
          />
        </div>
      )}
    </>
  );
}

/** The board's place while its code and cards load. */
const boardPlace = <Skeleton className="h-72 w-full rounded-xl" />;
/** The discussion's place while its code loads. */
const discussionPlace = <Skeleton className="h-[26rem] w-full rounded-xl" />;

function ProjectPageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-10" aria-busy="true">
      <p className="sr-only" role="status">
        {m.listTitle}
      </p>
      <Skeleton className="h-4 w-40" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Skeleton className="aspect-video w-full rounded-xl" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-20 w-full" />
        </div>
        <div className="space-y-4">
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
