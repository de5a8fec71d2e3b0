import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { avatars } from '@/db/schema';

/** GET /api/v1/account/avatar/:id — a stored avatar, served from our origin with its checked type. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!/^[0-9a-f]{32}$/.test(id)) return new Response(null, { status: 404 });
  const [avatar] = await (await getDb()).select().from(avatars).where(eq(avatars.id, id));
  if (!avatar) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(avatar.bytes), {
    headers: {
      'Content-Type': avatar.contentType,
      // A new avatar gets a new id, so one address always shows the same bytes.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
