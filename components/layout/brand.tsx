/** The Chainkit mark and name. */
export function Brand({ name }: { name: string }) {
  return (
    <>
      <span className="brand__mark" aria-hidden="true">
        ◆
      </span>
      {name}
    </>
  );
}
