import { getTableColumns, sql } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  StoredSettingsSchema,
  type Settings,
  type SettingsSection,
  type SettingsUpdate,
  type StoredSettings,
} from '@brightpath/shared/settings';
import { rowsOf, type Db } from '@/db/client.ts';
import { ownedBy, type OwnerId } from '@/lib/ownership.ts';
import { planOf } from '../auth/auth.api.ts';
import { sessionLimitSql } from '../billing/billing.api.ts';
import { monthSessionCountOf, usageMonth } from '../chat/chat.api.ts';
import { resetHomeFlags } from '../progress/progress.api.ts';
import { learnerSettings } from './settings.tables.ts';

type Row = typeof learnerSettings.$inferSelect;
/** The stored fields, flat: each section's fields are columns of their own (their names do not repeat). */
type Columns = Omit<Row, 'userId' | 'createdAt' | 'updatedAt'>;

const SECTIONS = Object.keys(StoredSettingsSchema.shape) as SettingsSection[];
const fieldsOf = (section: SettingsSection) => Object.keys(StoredSettingsSchema.shape[section].shape) as (keyof Columns)[];

const flatten = (settings: Partial<Record<SettingsSection, object | undefined>>): Partial<Columns> =>
  Object.assign({}, ...SECTIONS.map((s) => Object.fromEntries(Object.entries(settings[s] ?? {}).filter(([, v]) => v !== undefined))));
const DEFAULT_COLUMNS = flatten(DEFAULT_SETTINGS) as Columns;

function nest(columns: Columns): StoredSettings {
  return Object.fromEntries(
    SECTIONS.map((s) => [s, Object.fromEntries(fieldsOf(s).map((f) => [f, columns[f]]))]),
  ) as unknown as StoredSettings;
}

/** The stored columns of a row (the json of `to_jsonb` comes with the database's column names). */
const COLUMN_OF = Object.fromEntries(Object.entries(getTableColumns(learnerSettings)).map(([key, column]) => [column.name, key])) as Record<
  string,
  keyof Row
>;
const fromJson = (json: Record<string, unknown>): Columns =>
  Object.fromEntries(Object.entries(json).map(([name, value]) => [COLUMN_OF[name], value])) as Columns;

type ReadRow = { settings: Record<string, unknown> | null; plan: Settings['subscription']['plan']; used: number; lim: number };

/** The learner's settings: `settingsRepository(db).forUser(id)`, every query scoped by that id. */
export function settingsRepository(db: Db) {
  return {
    forUser: ownedBy((userId: OwnerId) => {
      /**
       * The stored settings (the defaults before the first change), the plan, this month's sessions and the plan's
       * monthly limit in force (the subscription page's), in one statement.
       */
      const usage = (month: string) => ({
        plan: planOf(userId),
        used: monthSessionCountOf(userId, month),
        lim: sessionLimitSql(planOf(userId)),
      });
      const answer = (columns: Columns | null, plan: ReadRow['plan'], used: number, lim: number): Settings => ({
        ...(columns ? nest(columns) : DEFAULT_SETTINGS),
        subscription: { plan, sessionsUsed: used, sessionsLimit: lim },
      });

      return {
        async read(now = new Date()): Promise<Settings> {
          const { plan, used, lim } = usage(usageMonth(now));
          const [row] = rowsOf<ReadRow>(
            await db.execute(sql`select
              (select to_jsonb(s) - 'user_id' - 'created_at' - 'updated_at' from ${learnerSettings} s where s.user_id = ${userId}) as settings,
              ${plan} as plan, ${used} as used, ${lim} as lim`),
          );
          return answer(row!.settings ? fromJson(row!.settings) : null, row!.plan, row!.used, row!.lim);
        },

        /**
         * Applies `update` in one statement: the first change writes the row with the defaults for everything else;
         * later ones change only the fields sent. Answers the settings as stored, with the plan's usage.
         */
        async update(update: SettingsUpdate, now = new Date()): Promise<Settings> {
          const changes = flatten(update);
          const { plan, used, lim } = usage(usageMonth(now));
          const [saved] = await db
            .insert(learnerSettings)
            .values({ ...DEFAULT_COLUMNS, ...changes, userId })
            .onConflictDoUpdate({ target: learnerSettings.userId, set: { ...changes, updatedAt: now } })
            .returning({ ...getTableColumns(learnerSettings), plan, used, lim });
          const { plan: savedPlan, used: savedUsed, lim: savedLimit, ...row } = saved!;
          return answer(row, savedPlan!, savedUsed, savedLimit);
        },

        /** The administrator's testing reset: the dashboard's first-run aids show again (progress.api.ts). */
        resetFirstRunAids: () => resetHomeFlags(db, userId),
      };
    }),
  };
}
