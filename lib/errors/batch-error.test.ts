import { AppError } from './app-error';
import { BatchError } from './batch-error';
import { CLIENT_CODE } from './codes';
import { localizeError } from './localize-error';

describe('BatchError', () => {
  const failures = [
    new Error('insufficient funds for gas * price + value: address 0x1'),
    new Error('insufficient funds for gas * price + value: address 0x2'),
    new Error('replacement transaction underpriced'),
    new AppError(CLIENT_CODE.SPECIFIC_ERROR, 'Row 4: missing amount'),
    new Error('insufficient funds for gas * price + value: address 0x3'),
  ];

  it('maps every failure and groups them by distinct message in first-seen order', () => {
    const batch = new BatchError(failures);
    expect(batch.errors).toHaveLength(5);
    expect(batch.errors.every((error) => error instanceof AppError)).toBe(true);
    expect(batch.groups()).toEqual([
      { message: 'Insufficient balance', code: CLIENT_CODE.INSUFFICIENT_BALANCE, count: 3 },
      { message: 'Gas price too low, please raise it', code: CLIENT_CODE.GAS_TOO_LOW, count: 1 },
      { message: 'Row 4: missing amount', code: CLIENT_CODE.SPECIFIC_ERROR, count: 1 },
    ]);
  });

  it('is an AppError with the batch code and a count/kinds message in both languages', () => {
    const batch = new BatchError(failures);
    expect(batch).toBeInstanceOf(AppError);
    expect(batch.code).toBe(CLIENT_CODE.BATCH_ERROR);
    expect(batch.message).toBe('Failures: 5, distinct errors: 3');
    expect(localizeError(batch, 'cn')).toBe('失败 5 个，共 3 种错误');
    expect(batch.level).toBe('error');
  });

  it('is a warning when every failure was a cancellation', () => {
    expect(new BatchError([{ code: 4001 }, { code: 4001 }]).level).toBe('warning');
    expect(new BatchError([]).level).toBe('error');
  });
});

describe('localizeError', () => {
  it('translates mapped errors and shows unmapped raw text', () => {
    expect(localizeError({ code: 4001 }, 'cn')).toBe('您已取消操作');
    expect(localizeError({ code: -32603, data: { message: 'nonce too low' } }, 'en')).toBe('nonce too low');
    expect(localizeError({ code: 5021, message: '该账号已被封禁' }, 'en')).toBe('该账号已被封禁');
  });
});
