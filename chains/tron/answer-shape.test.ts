import { answerShape, optional, parseShape, type Spec } from './answer-shape';

// The hand checks that replace zod on the Tron pages: what a field must be, absent optional fields, counts that
// default to 0, and, as a zod object does, only the named fields kept (unless `rest`).

const TRANSACTION: Spec = {
  fields: {
    txID: 'string',
    raw_data: {
      fields: {
        contract: { array: { fields: { parameter: { fields: { value: 'record' } }, type: 'string' } } },
        expiration: 'number',
        fee_limit: optional('number'),
      },
    },
  },
};

describe('answer shapes', () => {
  it('keeps the named fields only, nested and in arrays, and drops absent optional ones', () => {
    const answer = {
      txID: 'ab',
      extra: 1,
      raw_data: {
        contract: [{ parameter: { value: { amount: 5 }, more: 2 }, type: 'T', x: 3 }],
        expiration: 9,
        data: 'memo',
      },
    };
    expect(parseShape(TRANSACTION, answer)).toEqual({
      txID: 'ab',
      raw_data: { contract: [{ parameter: { value: { amount: 5 } }, type: 'T' }], expiration: 9 },
    });
    expect(parseShape({ fields: { balance: optional('number') }, rest: true }, { balance: 3, address: 'x' })).toEqual({
      balance: 3,
      address: 'x',
    });
  });

  it('names the first field that does not fit', () => {
    const bad: [unknown, RegExp][] = [
      [{ raw_data: {} }, /^txID: expected string$/],
      [{ txID: 'a', raw_data: { contract: {}, expiration: 1 } }, /^raw_data\.contract: expected an array$/],
      [
        { txID: 'a', raw_data: { contract: [{ parameter: { value: [] }, type: 'T' }], expiration: 1 } },
        /contract\[0\]\.parameter\.value: expected an object/,
      ],
      [{ txID: 'a', raw_data: { contract: [], expiration: '1' } }, /^raw_data\.expiration: expected number$/],
      [{ txID: 'a', raw_data: { contract: [], expiration: 1, fee_limit: null } }, /fee_limit: expected number/],
      [[], /^answer: expected an object$/],
    ];
    for (const [value, message] of bad) expect(() => parseShape(TRANSACTION, value)).toThrow(message);
  });

  it('reads counts (integers ≥ 0), 0 when absent with a default', () => {
    const spec: Spec = { fields: { used: { count: 0 }, limit: optional('count') } };
    expect(parseShape(spec, {})).toEqual({ used: 0 });
    expect(parseShape(spec, { used: 3, limit: 600 })).toEqual({ used: 3, limit: 600 });
    for (const used of [-1, 1.5, '1', Number.NaN]) expect(() => parseShape(spec, { used })).toThrow(/integer ≥ 0/);
  });

  it("answers tronApiRequest's check: success with the checked value, or the message", () => {
    const check = answerShape<{ ok: boolean }>({ fields: { ok: 'boolean' } });
    expect(check.safeParse({ ok: true, x: 1 })).toEqual({ success: true, data: { ok: true } });
    expect(check.safeParse({ ok: 'yes' })).toEqual({ success: false, error: { message: 'ok: expected boolean' } });
  });
});
