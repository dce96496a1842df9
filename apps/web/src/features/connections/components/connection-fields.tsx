import { useId } from 'react';
import {
  CONNECTION_LIMITS,
  CONNECTION_STRENGTHS,
  CONNECTION_TYPE_LABELS,
  CONNECTION_TYPES,
  DEFAULT_CONNECTION_STRENGTH,
  STRENGTH_LABELS,
  type Connection,
  type ConnectionType,
} from '@brightpath/shared/connections';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

/** The fields of a connection as the form holds them: the type '' until one is chosen. */
export type ConnectionDraft = {
  fromConcept: string;
  toConcept: string;
  connectionType: ConnectionType | '';
  strength: number;
  context: string;
};

export const EMPTY_DRAFT: ConnectionDraft = {
  fromConcept: '',
  toConcept: '',
  connectionType: '',
  strength: DEFAULT_CONNECTION_STRENGTH,
  context: '',
};

export const draftOf = (c: Connection): ConnectionDraft => ({
  fromConcept: c.fromConcept,
  toConcept: c.toConcept,
  connectionType: c.connectionType,
  strength: c.strength,
  context: c.context ?? '',
});

/** From, to and type are required (spec 002 section 5). */
export const isComplete = (d: ConnectionDraft): d is ConnectionDraft & { connectionType: ConnectionType } =>
  d.fromConcept.trim() !== '' && d.toConcept.trim() !== '' && d.connectionType !== '';

const LABEL = 'block text-sm font-medium text-ink-800';

/** From, to, type (the seven), strength 1-5 with its labels, and context: the create form's and the edit form's fields. */
export function ConnectionFields({ draft, onChange }: { draft: ConnectionDraft; onChange: (next: ConnectionDraft) => void }) {
  const id = useId();
  const set = <K extends keyof ConnectionDraft>(key: K, value: ConnectionDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-from`} className={LABEL}>
          From concept <span aria-hidden>*</span>
        </label>
        <Input
          id={`${id}-from`}
          value={draft.fromConcept}
          maxLength={CONNECTION_LIMITS.conceptMax}
          aria-required
          placeholder="e.g. Fractions"
          onChange={(e) => set('fromConcept', e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-to`} className={LABEL}>
          To concept <span aria-hidden>*</span>
        </label>
        <Input
          id={`${id}-to`}
          value={draft.toConcept}
          maxLength={CONNECTION_LIMITS.conceptMax}
          aria-required
          placeholder="e.g. Percentages"
          onChange={(e) => set('toConcept', e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-type`} className={LABEL}>
          Connection type <span aria-hidden>*</span>
        </label>
        <Select
          id={`${id}-type`}
          value={draft.connectionType}
          aria-required
          onChange={(e) => set('connectionType', e.target.value as ConnectionType | '')}
        >
          <option value="">Choose a type</option>
          {CONNECTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {CONNECTION_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-strength`} className={LABEL}>
          Strength
        </label>
        <Select id={`${id}-strength`} value={String(draft.strength)} onChange={(e) => set('strength', Number(e.target.value))}>
          {CONNECTION_STRENGTHS.map((s) => (
            <option key={s} value={s}>
              {s} - {STRENGTH_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <label htmlFor={`${id}-context`} className={LABEL}>
          Context (optional)
        </label>
        <Textarea
          id={`${id}-context`}
          value={draft.context}
          maxLength={CONNECTION_LIMITS.contextMax}
          rows={2}
          className="min-h-16"
          placeholder="How are they connected? e.g. 25% is the same as 1/4"
          onChange={(e) => set('context', e.target.value)}
        />
      </div>
    </div>
  );
}
