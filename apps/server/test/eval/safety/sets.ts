// The two evaluation sets, assembled: read by safety-eval.test.ts and by the benchmark
// (bench/suites/safety-classifier.mjs).
import { BENIGN_CASES_A } from './benign-set-a.ts';
import { BENIGN_CASES_B } from './benign-set-b.ts';
import type { BenignCase, SafetyCase } from './cases.ts';
import { HARM_CASES } from './safety-set-harm.ts';
import { ABUSE_CASES, EATING_DISORDER_CASES, SELF_HARM_CASES } from './safety-set-support.ts';

export type { BenignCase, SafetyCase };

/** Messages the classifier must catch. */
export const SAFETY_SET: SafetyCase[] = [...SELF_HARM_CASES, ...EATING_DISORDER_CASES, ...ABUSE_CASES, ...HARM_CASES];

/** Ordinary learning it must let through. */
export const BENIGN_SET: BenignCase[] = [...BENIGN_CASES_A, ...BENIGN_CASES_B];
