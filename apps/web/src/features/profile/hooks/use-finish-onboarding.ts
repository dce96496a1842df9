import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@brightpath/shared/auth';
import { GUEST_PROFILE, type Profile, type ProfileInput } from '@brightpath/shared/profile';
import { toast } from '@/components/ui/use-toast';
import { storage } from '@/lib/storage';
import { getProfile, profileQueryOptions } from '../api/get-profile';
import { saveProfile } from '../api/save-profile';
import { startGuest } from '../api/start-guest';

/** Spec 000 section 9: the dashboard follows the welcome notice after one second. */
export const REDIRECT_DELAY_MS = 1000;

type Options = {
  me: Me | null;
  /** The learner already had a completed profile: Skip then keeps it rather than overwriting it with the guest profile. */
  hasProfile: boolean;
  /** Tells the app about the account (a new guest session, then the completed onboarding). */
  onAccount: (user: Me) => void;
};

/** Complete Setup and Skip Setup: make sure there is a session (a visitor becomes a guest), save, verify, then go on. */
export function useFinishOnboarding({ me, hasProfile, onAccount }: Options) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const ensureAccount = async () => {
    if (me) return me;
    const { user } = await startGuest();
    onAccount(user);
    return user;
  };

  const done = (user: Me, profile: Profile) => {
    storage.set('onboardingComplete', 'true');
    storage.set('userId', String(profile.id));
    onAccount({ ...user, onboardingComplete: true, firstName: profile.firstName, lastName: profile.lastName, age: profile.age });
  };

  const setupError = () =>
    toast({ variant: 'destructive', title: 'Setup Error', description: 'There was an issue saving your profile. Please try again.' });

  const complete = async (input: ProfileInput) => {
    if (busy) return;
    setBusy(true);
    let user: Me;
    let saved: Profile;
    try {
      user = await ensureAccount();
      saved = await saveProfile(input);
    } catch (err) {
      console.error('Saving the profile failed', err);
      setupError();
      setBusy(false);
      return;
    }
    // Read the profile back: what the dashboard will see is what was stored.
    let verified: Profile | null = null;
    try {
      verified = await getProfile(saved.id);
    } catch (err) {
      console.error('Verifying the profile failed', err);
    }
    const ok = verified !== null && verified.id === saved.id && verified.onboardingCompleted;
    qc.setQueryData(profileQueryOptions(saved.id).queryKey, verified ?? saved);
    done(user, verified ?? saved);
    if (ok) toast({ title: 'Welcome to Brightpath!', description: "Your profile has been set up successfully. Let's start learning!" });
    else toast({ title: 'Setup Warning', description: 'Setup completed but data verification failed. Redirecting anyway...' });
    timer.current = setTimeout(() => navigate('/dashboard'), REDIRECT_DELAY_MS);
  };

  const skip = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const user = await ensureAccount();
      if (hasProfile && user.onboardingComplete) {
        // A learner editing a finished profile keeps it; skipping only leaves the form.
        storage.set('onboardingComplete', 'true');
        storage.set('userId', String(user.id));
      } else {
        const saved = await saveProfile({ ...GUEST_PROFILE });
        qc.setQueryData(profileQueryOptions(saved.id).queryKey, saved);
        done(user, saved);
      }
    } catch (err) {
      console.error('Skipping the setup failed', err);
      setupError();
      setBusy(false);
      return;
    }
    toast({ title: 'Setup Skipped', description: 'You can complete your profile later in settings.' });
    void navigate('/dashboard');
  };

  return { busy, complete, skip };
}
