import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useMe } from '@/features/auth/api/get-me';
import { SubjectList } from '@/features/chat/components/subject-list';
import { useFocusSkill } from '@/features/chat/hooks/use-focus-skill';
import { CHAT_MODES, TutorChat, type ChatMode } from '@/features/chat/components/tutor-chat';
import { findSubject, parseSubjectId, subjectsToOffer, type SubjectLists } from '@/features/chat/lib/chat-subjects';
import { usePublicConfig } from '@/features/config/api/get-config';
import { StructuredLesson } from '@/features/learning/components/structured-lesson';
import { useSettings } from '@/features/settings/api/get-settings';
import { DEFAULT_SETTINGS } from '@brightpath/shared/settings-defaults';
import { subjectsQueryOptions } from '@/features/subject-selection/api/get-subjects';
import { subjectsForUserQueryOptions } from '@/features/subject-selection/api/get-subjects-for-user';
import { useUserSubjects } from '@/features/subject-selection/api/get-user-subjects';
import { LoadingState } from '@/components/ui/state-panel';
import { useScreenTitle } from '../layout/document-title';
import { PageLoading } from '../layout/root-layout';

/**
 * The subjects the chat offers: the learner's chosen ones, else those for their age, else the whole
 * catalogue (spec 001 section 7: the age list only for a known learner, the catalogue as the fallback).
 * A subject named in the URL but not on offer is looked up in the next list.
 */
function useChatSubjects(userId: number, wanted: number | null) {
  const chosenQuery = useUserSubjects();
  const chosen = useMemo(() => chosenQuery.data?.map((us) => us.subject), [chosenQuery.data]);
  const lacks = (list: { id: number }[] | undefined) => !list?.length || (wanted !== null && !list.some((s) => s.id === wanted));

  const needAge = chosenQuery.isError || (chosenQuery.isSuccess && lacks(chosen));
  const ageQuery = useQuery({ ...subjectsForUserQueryOptions(userId), enabled: needAge && userId > 0 });
  const ageSettled = userId <= 0 || ageQuery.isSuccess || ageQuery.isError;
  const forAge = ageQuery.data ?? undefined;

  const needAll = needAge && ageSettled && (ageQuery.isError || lacks(forAge));
  const allQuery = useQuery({ ...subjectsQueryOptions(), enabled: needAll });

  const lists: SubjectLists = { chosen, forAge: needAge ? forAge : undefined, all: needAll ? (allQuery.data ?? undefined) : undefined };
  const offer = subjectsToOffer(lists);
  const loading = chosenQuery.isPending || (needAge && !ageSettled) || (needAll && allQuery.isPending);
  const failed = offer.subjects.length === 0 && (chosenQuery.isError || ageQuery.isError || allQuery.isError);

  return {
    ...offer,
    state: loading ? ('loading' as const) : failed ? ('error' as const) : ('ready' as const),
    find: (id: number) => findSubject(lists, id),
    retry: () => {
      if (chosenQuery.isError) void chosenQuery.refetch();
      if (ageQuery.isError) void ageQuery.refetch();
      if (allQuery.isError) void allQuery.refetch();
    },
  };
}

type ChooseState = { chooseSubject?: boolean } | null;

/** /chat, /chat/:subjectId and /chat?subject=&skill=&mode= (under RequireAccount). */
export default function ChatPage() {
  const { data: me } = useMe();
  if (!me) return <PageLoading />;
  return <ChatRoute key={me.id} userId={me.id} age={me.age} />;
}

function ChatRoute({ userId, age }: { userId: number; age: number | null }) {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const config = usePublicConfig();

  const named = params.subjectId ?? search.get('subject');
  const wanted = parseSubjectId(named);
  const skill = search.get('skill')?.trim().slice(0, 100) || undefined;
  const modeParam = search.get('mode');
  const mode: ChatMode = CHAT_MODES.find((m) => m === modeParam) ?? 'chat';
  // 'Change Subject' comes back here to choose: no auto-selection then.
  const choosing = (location.state as ChooseState)?.chooseSubject === true;

  const subjects = useChatSubjects(userId, wanted);
  const chosen = useUserSubjects();
  // Spec 002 section 2: Voice Responses reads replies aloud in the chat; Volume is the voice's loudness.
  const { audio: audioSettings = DEFAULT_SETTINGS.audio } = useSettings(userId).data ?? {};
  const audio = { readAloud: audioSettings.voiceResponses, volume: audioSettings.volume / 100 };
  const subject = wanted !== null ? subjects.find(wanted) : undefined;
  // A skill of the skill tree: its name for the chip; in its own subject, its lesson topic and id for the lesson.
  const focus = useFocusSkill(skill);
  const focusSkill = focus.data ?? undefined;
  const lessonSkill = focusSkill && subject?.id === focusSkill.subjectId ? focusSkill : undefined;
  // Spec 001: the chat page's title is 'AI Tutor - {subject}'.
  useScreenTitle(subject ? `AI Tutor - ${subject.name}` : undefined);
  const first = subjects.subjects[0];
  const autoSelect = named === null && !choosing && subjects.state !== 'error' && (subjects.state === 'loading' || first !== undefined);

  // On load the first available subject is chosen (spec 001 section 4); skill and mode stay in the URL.
  useEffect(() => {
    if (!autoSelect || subjects.state !== 'ready' || !first) return;
    const query = search.toString();
    void navigate(`/chat/${first.id}${query ? `?${query}` : ''}`, { replace: true });
  }, [autoSelect, subjects.state, first, search, navigate]);

  const updateSearch = (change: (next: URLSearchParams) => void) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (autoSelect || (subject === undefined && wanted !== null && subjects.state === 'loading')) return <PageLoading />;

  if (!subject) {
    return (
      <SubjectList
        state={subjects.state}
        subjects={subjects.subjects}
        source={subjects.source}
        notFound={named !== null && subjects.state === 'ready'}
        onRetry={subjects.retry}
        hrefFor={(s) => `/chat/${s.id}`}
      />
    );
  }

  const beta = config.data?.betaBanner === true;
  return (
    <TutorChat
      key={subject.id}
      subject={subject}
      age={age}
      skill={skill}
      skillName={focusSkill?.name}
      offline={config.data?.tutorProvider === 'offline'}
      mode={mode}
      onModeChange={(m) => updateSearch((q) => (m === 'chat' ? q.delete('mode') : q.set('mode', m)))}
      // Clears subject, messages, session and topic (spec 001 section 4): a fresh page at /chat.
      onChangeSubject={() => navigate('/chat', { state: { chooseSubject: true } })}
      onClearSkill={() => updateSearch((q) => q.delete('skill'))}
      // The viewport less the header (4rem and its border) and the beta banner when it shows.
      heightClass={beta ? 'h-[calc(100dvh-5.5rem-1px)]' : 'h-[calc(100dvh-4rem-1px)]'}
      audio={audio}
      // The lesson starts at the learner's level in the subject when they chose one.
      structured={(ask) =>
        focus.isLoading ? (
          <LoadingState label="Loading your lesson..." showLabel className="min-h-[16rem]" />
        ) : (
          <StructuredLesson
            subject={subject}
            age={age}
            skill={lessonSkill ? (lessonSkill.lessonTopic ?? lessonSkill.name) : skill}
            skillId={lessonSkill?.id}
            level={chosen.data?.find((us) => us.subjectId === subject.id)?.level}
            onAsk={ask}
          />
        )
      }
    />
  );
}
