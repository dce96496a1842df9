import { useEffect, useId, useState } from 'react';
import { CheckSquare, Copy, ExternalLink, KeyRound, LogIn, PlayCircle, Repeat, UserRound } from 'lucide-react';
import { ALPHA_MESSAGES, type CreatedTestUser, type TestProfile } from '@brightpath/shared/alpha';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useRunApiTests, type ApiTestResult } from '../api/run-api-tests';
import { CHECKLIST, QUICK_LINKS } from '../lib/testing-copy';

type Props = {
  profile: TestProfile;
  /** This browser acts as the profile's test account. */
  acting: boolean;
  /** The account just created, with its password: shown this once. */
  created: CreatedTestUser | null;
  onOpen: () => void;
  opening: boolean;
  onSwitch: () => void;
  switching: boolean;
};

/** The testing view: the test user, quick links, Run API Tests, Switch User Profile and the checklist. */
export function TestingView({ profile, acting, created, onOpen, opening, onSwitch, switching }: Props) {
  const tests = useRunApiTests();
  const run = () => {
    if (tests.isPending) return;
    tests.mutate(undefined, {
      onSuccess: (results) => toast({ title: ALPHA_MESSAGES.automatedTestComplete(results.filter((r) => r.ok).length, results.length) }),
    });
  };
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <SectionCard
          title="Test User"
          icon={UserRound}
          aside={
            <Button variant="secondary" size="sm" onClick={onSwitch} disabled={switching}>
              <Repeat className="h-4 w-4" aria-hidden /> Switch User Profile
            </Button>
          }
        >
          <p className="text-ink-900">
            <strong>{profile.name}</strong> ({profile.username}) · {profile.role}, age {profile.age}, {profile.learningStyle} learner
          </p>
          <p className="mt-1 text-sm text-ink-700">{profile.focus}</p>
          {acting ? (
            <p className="mt-3 rounded-lg bg-violet-50 p-3 text-sm text-violet-900">
              This browser is acting as {profile.username}. Everything you do is done as this test user.
            </p>
          ) : (
            <Button className="mt-4 self-start" onClick={onOpen} disabled={opening}>
              <LogIn className="h-4 w-4" aria-hidden /> {opening ? 'Opening...' : `Open as ${profile.username}`}
            </Button>
          )}
          {created && <CreatedPassword created={created} />}
        </SectionCard>

        <SectionCard title="Quick Links" icon={ExternalLink}>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {QUICK_LINKS.map((l) => (
              <AppLink key={l.to} to={l.to} className={buttonClass('secondary', 'md', 'w-full')}>
                {l.label}
              </AppLink>
            ))}
          </div>
        </SectionCard>

        <SectionCard title="API Tests" icon={PlayCircle} description="Four read calls the product makes, as the signed-in account.">
          <Button className="self-start" onClick={run} disabled={tests.isPending}>
            <PlayCircle className="h-4 w-4" aria-hidden /> {tests.isPending ? 'Running...' : 'Run API Tests'}
          </Button>
          <div aria-live="polite" className="mt-3">
            {tests.data && <ApiResults results={tests.data} />}
          </div>
        </SectionCard>
      </div>
      <Checklist profileId={profile.id} />
    </div>
  );
}

function CreatedPassword({ created }: { created: CreatedTestUser }) {
  const copy = () =>
    void navigator.clipboard
      ?.writeText(created.password)
      .then(() => toast({ title: 'Copied', description: 'The password is on your clipboard.' }))
      .catch(() => undefined);
  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <KeyRound className="h-4 w-4" aria-hidden /> {ALPHA_MESSAGES.testUserCreatedTitle}
      </p>
      <p className="mt-1 text-sm">Save this password now: it is shown only this once and cannot be shown again.</p>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Username</dt>
        <dd className="font-mono">{created.username}</dd>
        <dt className="font-medium">Password</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <code className="break-all rounded bg-surface px-1.5 py-0.5 font-mono text-ink-900" aria-label="Test user password">
            {created.password}
          </code>
          <Button size="sm" variant="secondary" onClick={copy}>
            <Copy className="h-3.5 w-3.5" aria-hidden /> Copy
          </Button>
        </dd>
      </dl>
    </div>
  );
}

function ApiResults({ results }: { results: ApiTestResult[] }) {
  const ok = results.filter((r) => r.ok).length;
  return (
    <div>
      <p className="font-medium text-ink-900">{ALPHA_MESSAGES.automatedTestComplete(ok, results.length)}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {results.map((r) => (
          <li key={r.path} className="flex items-center gap-2">
            <span
              className={cn(
                'rounded px-1.5 py-0.5 text-xs font-semibold',
                r.ok ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900',
              )}
            >
              {r.ok ? 'OK' : 'FAILED'}
            </span>
            <code className="font-mono text-ink-800">
              {r.method} {r.path}
            </code>
            <span className="text-ink-600">{r.status ?? 'no answer'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const CHECKLIST_KEY = 'bp.alphaChecklist';
const readChecklist = (profileId: string): string[] => {
  try {
    return (JSON.parse(sessionStorage.getItem(`${CHECKLIST_KEY}.${profileId}`) ?? '[]') as string[]).filter((i) => typeof i === 'string');
  } catch {
    return [];
  }
};

/** What the tester has tried with this profile, kept for this browser tab only. */
function Checklist({ profileId }: { profileId: string }) {
  const [done, setDone] = useState<string[]>(() => readChecklist(profileId));
  const id = useId();
  useEffect(() => setDone(readChecklist(profileId)), [profileId]);
  const toggle = (item: string) => {
    const next = done.includes(item) ? done.filter((d) => d !== item) : [...done, item];
    setDone(next);
    try {
      sessionStorage.setItem(`${CHECKLIST_KEY}.${profileId}`, JSON.stringify(next));
    } catch {
      // Storage full or off: the ticks last until the page is left.
    }
  };
  return (
    <SectionCard
      title="Testing Checklist"
      icon={CheckSquare}
      className="self-start"
      aside={
        <span className="text-sm text-ink-700">
          {done.length}/{CHECKLIST.length}
        </span>
      }
    >
      <ul className="space-y-2" aria-describedby={id}>
        {CHECKLIST.map((item) => (
          <li key={item}>
            <label className="flex cursor-pointer items-start gap-2 text-sm text-ink-800">
              <input
                type="checkbox"
                checked={done.includes(item)}
                onChange={() => toggle(item)}
                className="mt-0.5 h-4 w-4 accent-brand-600"
              />
              {item}
            </label>
          </li>
        ))}
      </ul>
      <p id={id} className="mt-3 text-xs text-ink-600">
        Kept in this browser tab only.
      </p>
    </SectionCard>
  );
}
