import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Connection, ConnectionsPage as Page } from '@brightpath/shared/connections';
import { dismiss } from '@/components/ui/use-toast';
import { json, renderWithProviders, stubFetch, type FetchCall } from '@/test/render';
import { ConnectionsPage } from './connections-page';

afterEach(() => act(() => dismiss()));

const SUBJECTS = [
  { id: 1, name: 'Mathematics' },
  { id: 2, name: 'Science' },
];

const connection = (id: number, over: Partial<Connection> = {}): Connection => ({
  id,
  fromConcept: 'Fractions',
  toConcept: 'Percentages',
  connectionType: 'prerequisite',
  strength: 4,
  context: 'Percent means out of 100',
  subject: 1,
  source: 'learner',
  createdAt: '2026-05-12T10:00:00.000Z',
  updatedAt: '2026-05-12T10:00:00.000Z',
  ...over,
});
const page = (connections: Connection[], total = connections.length, nextCursor: number | null = null): Page => ({
  connections,
  total,
  nextCursor,
});

type Answer = (call: FetchCall) => Response;
function serve(routes: { list?: Answer; search?: Answer; create?: Answer; update?: Answer; remove?: Answer; generate?: Answer }) {
  return stubFetch((call) => {
    const { url, method } = call;
    if (url.startsWith('/api/connections/search')) return routes.search?.(call) ?? json({ connections: [], total: 0 });
    if (url === '/api/connections/auto-generate') return routes.generate?.(call) ?? json({ generated: 0, connections: [] });
    if (method === 'POST' && url === '/api/connections') return routes.create?.(call) ?? json(connection(99), 201);
    if (method === 'PATCH') return routes.update?.(call) ?? json(connection(1));
    if (method === 'DELETE') return routes.remove?.(call) ?? new Response(null, { status: 204 });
    if (url.startsWith('/api/connections')) return routes.list?.(call) ?? json(page([]));
    return json({ message: 'Not Found' }, 404);
  });
}

const render = () => renderWithProviders(<ConnectionsPage subjects={SUBJECTS} />, { path: '/connections' });

describe('ConnectionsPage: the grid', () => {
  it('shows each connection with from, to, type label and strength label, and pages on', async () => {
    const { calls } = serve({
      list: ({ url }) =>
        url.includes('cursor=')
          ? json(page([connection(1, { fromConcept: 'Cells', toConcept: 'Tissues', connectionType: 'builds_on', strength: 5 })], 3, null))
          : json(
              page(
                [connection(3, { source: 'generated' }), connection(2, { connectionType: 'related', strength: 1, context: null })],
                3,
                2,
              ),
            ),
    });
    const { user } = render();
    const grid = await screen.findByRole('list', { name: 'Your connections' });
    const [first, second] = within(grid).getAllByRole('listitem');
    expect(within(first!).getByRole('heading')).toHaveTextContent('Fractions to Percentages');
    expect(first).toHaveTextContent('Prerequisite');
    expect(first).toHaveTextContent('Strength: Strong');
    expect(first).toHaveTextContent('Generated');
    expect(first).toHaveTextContent('Percent means out of 100');
    expect(second).toHaveTextContent('Related');
    expect(second).toHaveTextContent('Strength: Weak');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('You have 3 connections.');

    await user.click(screen.getByRole('button', { name: 'Show more connections' }));
    expect(await within(grid).findByText(/Cells/)).toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')[2]).toHaveTextContent('Builds On');
    expect(within(grid).getAllByRole('listitem')[2]).toHaveTextContent('Strength: Very Strong');
    expect(calls.map((c) => c.url)).toEqual(['/api/connections', '/api/connections?cursor=2']);
  });

  it('says when there is none yet', async () => {
    serve({});
    render();
    expect(await screen.findByText('No connections yet')).toBeInTheDocument();
  });
});

describe('ConnectionsPage: Create Connection', () => {
  it('opens and closes with its toggle', async () => {
    serve({});
    const { user } = render();
    const toggle = screen.getByRole('button', { name: 'Create Connection' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Create Connection' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('form', { name: 'Create Connection' })).not.toBeInTheDocument();
  });

  it('needs from, to and type: the specified toast, and no request', async () => {
    const { calls } = serve({});
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Create Connection' }));
    const form = screen.getByRole('form', { name: 'Create Connection' });
    await user.type(within(form).getByLabelText(/From concept/), 'Fractions');
    await user.type(within(form).getByLabelText(/To concept/), 'Percentages');
    await user.click(within(form).getByRole('button', { name: 'Create Connection' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends the fields with strength 1 by default, says Connection Created and reads the list again', async () => {
    const { calls } = serve({});
    const { user } = render();
    await screen.findByText('No connections yet');
    await user.click(screen.getByRole('button', { name: 'Create Connection' }));
    const form = screen.getByRole('form', { name: 'Create Connection' });
    expect(within(form).getByLabelText('Strength')).toHaveValue('1');
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(
      expect.arrayContaining([
        'Prerequisite',
        'Application',
        'Analogy',
        'Contrast',
        'Example',
        'Builds On',
        'Related',
        '1 - Weak',
        '5 - Very Strong',
      ]),
    );
    await user.type(within(form).getByLabelText(/From concept/), 'Fractions');
    await user.type(within(form).getByLabelText(/To concept/), 'Percentages');
    await user.selectOptions(within(form).getByLabelText(/Connection type/), 'Prerequisite');
    await user.selectOptions(within(form).getByLabelText('Strength'), '3 - Moderate');
    await user.click(within(form).getByRole('button', { name: 'Create Connection' }));
    expect(await screen.findByText('Connection Created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      fromConcept: 'Fractions',
      toConcept: 'Percentages',
      connectionType: 'prerequisite',
      strength: 3,
      context: null,
    });
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/connections' && c.method === 'GET')).toHaveLength(2));
    expect(screen.queryByRole('form', { name: 'Create Connection' })).not.toBeInTheDocument();
  });

  it("says the specified failure, or the server's words for a duplicate", async () => {
    let answer = json({ message: 'You already have this connection: Fractions to Percentages (Prerequisite).' }, 409);
    serve({ create: () => answer });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Create Connection' }));
    const form = screen.getByRole('form', { name: 'Create Connection' });
    await user.type(within(form).getByLabelText(/From concept/), 'Fractions');
    await user.type(within(form).getByLabelText(/To concept/), 'Percentages');
    await user.selectOptions(within(form).getByLabelText(/Connection type/), 'Prerequisite');
    await user.click(within(form).getByRole('button', { name: 'Create Connection' }));
    expect(await screen.findByText('You already have this connection: Fractions to Percentages (Prerequisite).')).toBeInTheDocument();
    answer = json({ message: 'Something went wrong on our side. Please try again.' }, 500);
    await user.click(within(form).getByRole('button', { name: 'Create Connection' }));
    expect(await screen.findByText('Failed to create connection. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});

describe('ConnectionsPage: Auto-Generate', () => {
  it('needs a concept: the specified toast, and no request', async () => {
    const { calls } = serve({});
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Auto-Generate' }));
    await user.click(screen.getByRole('button', { name: 'Generate Connections' }));
    expect(await screen.findByText('Please enter a concept to generate connections for.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends concept, subject and context and says how many were generated', async () => {
    const { calls } = serve({ generate: () => json({ generated: 4, connections: [] }) });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Auto-Generate' }));
    const form = screen.getByRole('form', { name: 'Auto-Generate Connections' });
    await user.type(within(form).getByLabelText(/Concept/), 'Photosynthesis');
    await user.selectOptions(within(form).getByLabelText('Subject'), 'Science');
    await user.type(within(form).getByLabelText(/Context/), 'biology test');
    await user.click(within(form).getByRole('button', { name: 'Generate Connections' }));
    expect(await screen.findByText('Connections Generated')).toBeInTheDocument();
    expect(screen.getByText('Generated 4 new learning connections automatically.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/connections/auto-generate')!.body).toEqual({
      concept: 'Photosynthesis',
      subject: 2,
      context: 'biology test',
    });
  });

  it('says the specified failure', async () => {
    serve({ generate: () => json({ message: 'boom' }, 500) });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Auto-Generate' }));
    await user.type(screen.getByLabelText(/Concept/), 'Photosynthesis');
    await user.click(screen.getByRole('button', { name: 'Generate Connections' }));
    expect(await screen.findByText('Failed to auto-generate connections. Please try again.')).toBeInTheDocument();
  });
});

describe('ConnectionsPage: search', () => {
  it('asks the server only from 3 characters, and shows its results', async () => {
    const { calls } = serve({
      list: () => json(page([connection(1)])),
      search: () =>
        json({
          connections: [connection(5, { fromConcept: 'Photosynthesis', toConcept: 'Respiration', connectionType: 'contrast' })],
          total: 1,
        }),
    });
    const { user } = render();
    await screen.findByRole('list', { name: 'Your connections' });
    const box = screen.getByRole('searchbox', { name: 'Search connections' });
    await user.type(box, 'ph');
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeInTheDocument();
    await user.type(box, 'o');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(results).toHaveTextContent('Photosynthesis to Respiration');
    expect(results).toHaveTextContent('Contrast');
    expect(screen.getByText('1 connection matches “pho”.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/connections/search')).map((c) => c.url)).toEqual(['/api/connections/search?q=pho']);
    await user.clear(box);
    expect(await screen.findByRole('list', { name: 'Your connections' })).toBeInTheDocument();
  });
});

describe('ConnectionsPage: edit and delete', () => {
  it('edits a connection in place and says Connection Updated', async () => {
    const { calls } = serve({ list: () => json(page([connection(1)])) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit Fractions to Percentages' }));
    const form = screen.getByRole('form', { name: 'Edit Fractions to Percentages' });
    expect(within(form).getByLabelText(/From concept/)).toHaveValue('Fractions');
    await user.selectOptions(within(form).getByLabelText('Strength'), '5 - Very Strong');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Connection Updated')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/api/connections/1');
    expect(patch.body).toMatchObject({ strength: 5, connectionType: 'prerequisite' });
  });

  it('deletes only after the confirmation', async () => {
    const { calls } = serve({ list: () => json(page([connection(1)])) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Fractions to Percentages' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this connection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Fractions to Percentages' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Connection' }));
    expect(await screen.findByText('Connection Deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/connections/1']);
  });
});
