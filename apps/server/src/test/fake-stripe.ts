import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A real HTTP server speaking the parts of Stripe's API the product calls, for tests (Stripe's own mock server is a Go
 * binary that cannot be installed here): customers, prices (list by lookup key, create with product_data and
 * transfer_lookup_key), Billing Meters and meter events, Checkout Sessions, subscriptions (retrieve, update, cancel). The `stripe`
 * SDK is pointed at it with STRIPE_API_URL (its host, port and protocol). Like Stripe it checks the secret key, answers
 * a repeated idempotency key with the first answer (and refuses it with other parameters), and counts a meter event's
 * identifier once. Every request is recorded, idempotency key included. What Stripe would do on its side (a customer
 * paying, a period ending) is a method that answers the events Stripe would send; `sign` makes their webhook.
 */

export type FakeStripeRequest = {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
};

type Obj = Record<string, unknown> & { id: string };

export type FakeStripe = {
  /** For STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  requests: FakeStripeRequest[];
  customers: Map<string, Obj>;
  prices: Map<string, Obj>;
  meters: Map<string, Obj>;
  /** The meter events counted (one per identifier). */
  meterEvents: Obj[];
  checkoutSessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** The requests of `method` and `path` (a prefix), in order. */
  calls(method: string, path: string): FakeStripeRequest[];
  /** The next `times` requests of `method` to a path starting with `path` fail with `status` (no retry asked). */
  failNext(method: string, path: string, status: number, times?: number): void;
  /** The customer pays the Checkout Session: its subscription starts; answers the events Stripe sends, in order. */
  completeCheckout(sessionId: string): { subscription: Obj; events: Stripe.Event[] };
  /** The subscription's period ends: it ends (cancel_at_period_end) or renews; answers the events. */
  endPeriod(subscriptionId: string): Stripe.Event[];
  /** An event as Stripe sends it; `created` in epoch seconds (now by default). */
  event(type: string, object: unknown, created?: number): Stripe.Event;
  /** The webhook of `event`: its body and Stripe-Signature header, signed with the webhook secret (or `secret`) at `timestamp`. */
  sign(event: Stripe.Event, options?: { timestamp?: number; secret?: string }): { payload: string; signature: string };
  stop(): Promise<void>;
};

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const MONTH = 30 * 24 * 3600;

/** `a[b][0][c]=v` pairs (Stripe's form encoding) as nested objects and arrays. */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]!);
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

class StripeFail extends Error {
  constructor(
    public status: number,
    public type: string,
    message: string,
    public code?: string,
  ) {
    super(message);
  }
}
const notFound = (what: string, id: string) => new StripeFail(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing');

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const requests: FakeStripeRequest[] = [];
  const customers = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const meters = new Map<string, Obj>();
  const meterEvents: Obj[] = [];
  const checkoutSessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const failures: { method: string; path: string; status: number; times: number }[] = [];

  function priceObject(body: Record<string, unknown>): Obj {
    const recurring = body.recurring as Record<string, string> | undefined;
    const productData = body.product_data as Record<string, string> | undefined;
    const lookupKey = (body.lookup_key as string | undefined) ?? null;
    const holder = lookupKey ? [...prices.values()].find((p) => p.lookup_key === lookupKey) : undefined;
    if (holder && body.transfer_lookup_key !== 'true')
      throw new StripeFail(400, 'invalid_request_error', `A price (\`${holder.id}\`) already uses that lookup key.`);
    if (holder) holder.lookup_key = null;
    if (recurring?.usage_type === 'metered' && !meters.has(recurring.meter ?? '')) throw notFound('billing.meter', recurring.meter ?? '');
    return {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: body.currency,
      unit_amount: Number(body.unit_amount),
      lookup_key: lookupKey,
      product: newId('prod'),
      product_name: productData?.name,
      recurring: recurring
        ? { interval: recurring.interval, usage_type: recurring.usage_type ?? 'licensed', meter: recurring.meter ?? null }
        : null,
      metadata: body.metadata ?? {},
    };
  }

  function subscriptionItem(priceId: string, start: number, end: number, quantity?: string): Obj {
    const price = prices.get(priceId);
    if (!price) throw notFound('price', priceId);
    return {
      id: newId('si'),
      object: 'subscription_item',
      price,
      quantity: quantity ? Number(quantity) : undefined,
      current_period_start: start,
      current_period_end: end,
    };
  }

  function updateSubscription(sub: Obj, body: Record<string, unknown>): Obj {
    const items = (sub.items as { data: Obj[] }).data;
    const first = items[0] as Obj & { current_period_start: number; current_period_end: number };
    for (const change of (body.items as Record<string, string>[] | undefined) ?? []) {
      const at = change.id ? items.findIndex((i) => i.id === change.id) : -1;
      if (change.id && at < 0) throw notFound('subscription_item', change.id);
      if (change.deleted === 'true') items.splice(at, 1);
      else if (at >= 0) items[at] = { ...items[at]!, price: prices.get(change.price!) ?? items[at]!.price };
      else items.push(subscriptionItem(change.price!, first.current_period_start, first.current_period_end, change.quantity));
    }
    if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
    if (body.metadata) sub.metadata = { ...(sub.metadata as object), ...(body.metadata as object) };
    sub.last_proration_behavior = body.proration_behavior ?? null;
    return sub;
  }

  function handle(
    method: string,
    path: string,
    query: Record<string, unknown>,
    body: Record<string, unknown>,
  ): { status?: number; body: unknown } {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {} };
      customers.set(customer.id, customer);
      return { body: customer };
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = (query.lookup_keys as string[] | undefined) ?? [];
      const found = [...prices.values()].filter((p) => keys.includes(p.lookup_key as string) && (query.active !== 'true' || p.active));
      return { body: list(found, '/v1/prices') };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = priceObject(body);
      prices.set(price.id, price);
      return { body: price };
    }
    if (method === 'GET' && path === '/v1/billing/meters') {
      const found = [...meters.values()].filter((x) => !query.status || x.status === query.status);
      return { body: list(found, '/v1/billing/meters') };
    }
    if (method === 'POST' && path === '/v1/billing/meters') {
      if ([...meters.values()].some((x) => x.event_name === body.event_name && x.status === 'active'))
        throw new StripeFail(400, 'invalid_request_error', `An active meter with event_name ${String(body.event_name)} already exists.`);
      const meter = { id: newId('mtr'), object: 'billing.meter', status: 'active', ...body } as Obj;
      meters.set(meter.id, meter);
      return { body: meter };
    }
    if (method === 'POST' && path === '/v1/billing/meter_events') {
      const payload = body.payload as Record<string, string> | undefined;
      if (![...meters.values()].some((x) => x.event_name === body.event_name && x.status === 'active'))
        throw new StripeFail(400, 'invalid_request_error', `No active meter was found for event name ${String(body.event_name)}`);
      if (!payload?.stripe_customer_id || !customers.has(payload.stripe_customer_id))
        throw notFound('customer', payload?.stripe_customer_id ?? '');
      const identifier = (body.identifier as string | undefined) ?? newId('mev');
      if (meterEvents.some((e) => e.identifier === identifier))
        throw new StripeFail(400, 'invalid_request_error', `An event already exists with identifier ${identifier}.`);
      const event = {
        id: identifier,
        object: 'billing.meter_event',
        identifier,
        event_name: body.event_name,
        payload,
        timestamp: Number(body.timestamp ?? now()),
      };
      meterEvents.push(event);
      return { body: event };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (body.mode !== 'subscription') throw new StripeFail(400, 'invalid_request_error', 'Only subscription mode in this fake');
      if (body.customer && !customers.has(body.customer as string)) throw notFound('customer', body.customer as string);
      for (const item of (body.line_items as Record<string, string>[]) ?? [])
        if (!prices.has(item.price!)) throw notFound('price', item.price!);
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        metadata: body.metadata ?? {},
        line_items: body.line_items,
        subscription_data: body.subscription_data ?? {},
        subscription: null,
        expires_at: now() + 24 * 3600,
      };
      checkoutSessions.set(id, session);
      return { body: session };
    }
    if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      const session = checkoutSessions.get(m[1]!);
      if (!session) throw notFound('checkout.session', m[1]!);
      return { body: session };
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) throw notFound('subscription', m[1]!);
      if (method === 'GET') return { body: sub };
      if (method === 'POST') return { body: updateSubscription(sub, body) };
      if (method === 'DELETE') {
        if (sub.status === 'canceled') throw new StripeFail(400, 'invalid_request_error', 'This subscription has already been canceled.');
        Object.assign(sub, { status: 'canceled', canceled_at: now() });
        return { body: sub };
      }
    }
    throw new StripeFail(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: FakeStripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: decodeForm(url.search.slice(1)),
        body: decodeForm(text),
        idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? undefined,
        stripeVersion: (req.headers['stripe-version'] as string | undefined) ?? undefined,
      };
      requests.push(request);
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const failure = failures.find((f) => f.method === request.method && request.path.startsWith(f.path) && f.times > 0);
      if (failure) {
        failure.times -= 1;
        return send(
          failure.status,
          { error: { type: 'api_error', message: 'The fake Stripe was told to fail this request.' } },
          { 'stripe-should-retry': 'false' },
        );
      }
      const fingerprint = `${request.method} ${request.path} ${text}`;
      const key = request.method === 'POST' ? request.idempotencyKey : undefined;
      const seen = key ? idempotent.get(key) : undefined;
      if (seen) {
        if (seen.fingerprint !== fingerprint)
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            },
          });
        return send(seen.status, seen.body, { 'idempotent-replayed': 'true' });
      }
      let answer: { status?: number; body: unknown };
      try {
        answer = handle(request.method, request.path, request.query, request.body);
      } catch (err) {
        if (!(err instanceof StripeFail)) throw err;
        answer = { status: err.status, body: { error: { type: err.type, message: err.message, ...(err.code ? { code: err.code } : {}) } } };
      }
      const status = answer.status ?? 200;
      const body = answer.body;
      if (key) idempotent.set(key, { fingerprint, status, body });
      send(status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const event = (type: string, object: unknown, created = now()): Stripe.Event =>
    ({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }) as unknown as Stripe.Event;

  const invoiceOf = (sub: Obj, reason: string, start: number, end: number) => {
    const items = (sub.items as { data: (Obj & { price: Obj })[] }).data;
    const total = items
      .filter((i) => (i.price.recurring as { usage_type: string }).usage_type === 'licensed')
      .reduce((n, i) => n + Number(i.price.unit_amount), 0);
    return {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      status: 'paid',
      total,
      amount_paid: total,
      billing_reason: reason,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      lines: { object: 'list', data: items.map((i) => ({ id: newId('il'), price: i.price, period: { start, end } })) },
    };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    requests,
    customers,
    prices,
    meters,
    meterEvents,
    checkoutSessions,
    subscriptions,
    calls: (method, path) => requests.filter((r) => r.method === method && r.path.startsWith(path)),
    failNext(method, path, status, times = 1) {
      failures.push({ method, path, status, times });
    },
    completeCheckout(sessionId) {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const start = now();
      const end = start + MONTH;
      const subscription: Obj = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        items: {
          object: 'list',
          data: (session.line_items as Record<string, string>[]).map((i) => subscriptionItem(i.price!, start, end, i.quantity)),
        },
        metadata: (session.subscription_data as { metadata?: object }).metadata ?? {},
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return {
        subscription,
        events: [
          event('checkout.session.completed', session),
          event('customer.subscription.created', subscription),
          event('invoice.paid', invoiceOf(subscription, 'subscription_create', start, end)),
        ],
      };
    },
    endPeriod(subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const items = (sub.items as { data: (Obj & { current_period_end: number; current_period_start: number })[] }).data;
      const end = items[0]!.current_period_end;
      if (sub.cancel_at_period_end) {
        sub.status = 'canceled';
        return [event('customer.subscription.deleted', sub)];
      }
      for (const item of items) Object.assign(item, { current_period_start: end, current_period_end: end + MONTH });
      return [event('customer.subscription.updated', sub), event('invoice.paid', invoiceOf(sub, 'subscription_cycle', end, end + MONTH))];
    },
    event,
    sign(e, options = {}) {
      const payload = JSON.stringify(e, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      });
      return { payload, signature };
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
