export function GET(): Response {
  return Response.json({ code: 0, data: { status: 'ok' } });
}
