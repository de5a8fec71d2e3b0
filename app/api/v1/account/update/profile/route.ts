import { z } from 'zod';
import {
  SOLANA_PAYOUT_ADDRESS_MAX_LENGTH,
  saveAvatar,
  saveSolanaPayoutAddress,
  saveUserName,
  solanaPayoutAddressOf,
} from '@/lib/server/accounts/profile';
import { userInfo } from '@/lib/server/accounts/user-info';
import { findUserById } from '@/lib/server/accounts/users';
import { defineHandler } from '@/lib/server/api/handler';

const solanaPayoutAddressSchema = z.string().max(SOLANA_PAYOUT_ADDRESS_MAX_LENGTH);

const profileSchema = z.union([
  z
    .instanceof(FormData)
    .transform(
      (form): Record<string, unknown> => ({
        avatar: form.get('avatar') ?? undefined,
        userName: form.get('userName') ?? undefined,
        solanaPayoutAddress: form.get('solanaPayoutAddress') ?? undefined,
      }),
    )
    .pipe(
      z.object({
        avatar: z.instanceof(File).optional(),
        userName: z.string().optional(),
        solanaPayoutAddress: solanaPayoutAddressSchema.optional(),
      }),
    )
    .refine((fields) => fields.avatar || fields.userName !== undefined || fields.solanaPayoutAddress !== undefined, {
      message: 'avatar, userName or solanaPayoutAddress',
    }),
  z
    .object({ userName: z.string().optional(), solanaPayoutAddress: solanaPayoutAddressSchema.optional() })
    .refine((fields) => fields.userName !== undefined || fields.solanaPayoutAddress !== undefined, {
      message: 'userName or solanaPayoutAddress',
    }),
]);

/**
 * POST /api/v1/account/update/profile — multipart `avatar` (PNG/JPEG/WebP ≤ 1 MB), `userName` and/or
 * `solanaPayoutAddress` (base58; '' clears it). One transaction: a refused field leaves the whole profile as it was.
 */
export const POST = defineHandler({
  auth: 'required',
  body: profileSchema,
  handle: async ({ db, body, session }) => {
    const payoutAddress =
      body.solanaPayoutAddress === undefined ? undefined : solanaPayoutAddressOf(body.solanaPayoutAddress);
    await db.transaction(async (transaction) => {
      if ('avatar' in body && body.avatar) await saveAvatar(transaction, session.userId, body.avatar);
      if (body.userName !== undefined) await saveUserName(transaction, session.userId, body.userName);
      if (payoutAddress !== undefined) await saveSolanaPayoutAddress(transaction, session.userId, payoutAddress);
    });
    const user = await findUserById(db, session.userId);
    return user ? userInfo(db, user) : null;
  },
});
