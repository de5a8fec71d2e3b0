import { z } from 'zod';
import { saveAvatar, saveUserName } from '@/lib/server/accounts/profile';
import { userInfo } from '@/lib/server/accounts/user-info';
import { findUserById } from '@/lib/server/accounts/users';
import { defineHandler } from '@/lib/server/api/handler';

const profileSchema = z.union([
  z
    .instanceof(FormData)
    .transform(
      (form): Record<string, unknown> => ({
        avatar: form.get('avatar') ?? undefined,
        userName: form.get('userName') ?? undefined,
      }),
    )
    .pipe(z.object({ avatar: z.instanceof(File).optional(), userName: z.string().optional() }))
    .refine((fields) => fields.avatar || fields.userName !== undefined, { message: 'avatar or userName' }),
  z.object({ userName: z.string() }),
]);

/** POST /api/v1/account/update/profile — multipart `avatar` (PNG/JPEG/WebP ≤ 1 MB) and/or `userName`. */
export const POST = defineHandler({
  auth: 'required',
  body: profileSchema,
  handle: async ({ db, body, session }) => {
    if ('avatar' in body && body.avatar) await saveAvatar(db, session.userId, body.avatar);
    if (body.userName !== undefined) await saveUserName(db, session.userId, body.userName);
    const user = await findUserById(db, session.userId);
    return user ? userInfo(db, user) : null;
  },
});
