/**
 * The compiled coin template module (Move bytecode v6, 771 bytes) that sui/token/publish patches.
 *
 * Where it comes from: no npm or Debian package ships a `sui` compiler or compiled Coin Registry bytes (checked: the
 * @mysten/move-bytecode-template package ships none, its README's template uses the deprecated
 * `coin::create_currency`; @wormhole-foundation/sdk-sui-tokenbridge's wrapped-coin bytes are also pre-registry). These
 * are the bytes of module `CURRENCY_TEMPLATE` of package
 * 0x92088a54de0037a985dfb4b7ac79c0906554508d868dcb1bcbd15f89b874bf89 as Sui mainnet stores it (published at checkpoint
 * 211,612,203, transaction D7cNUqfSgvPiAUxEBKvREoyWaciCzqWBWx1DvQ5BdM8K): a real compile, accepted by the validators'
 * bytecode verifier on publish. Anyone can read the same bytes from a full node (GraphQL `object(address:…)` →
 * `asMovePackage.module(name:"CURRENCY_TEMPLATE").bytes`). Its `init`, decompiled:
 *
 *     let (initializer, treasury_cap) = coin_registry::new_currency_with_otw<CURRENCY_TEMPLATE>(
 *         otw, 9, utf8(b"TMPL"), utf8(b"TEMPLATE_NAME"), utf8(b"Template currency for deployment"), utf8(b""), ctx);
 *     transfer::public_transfer(coin_registry::finalize(initializer, ctx), ctx.sender());   // the MetadataCap
 *     if (MODE == 1) transfer::public_freeze_object(treasury_cap)
 *     else if (MODE == 2) transfer::public_transfer(treasury_cap, @0x0)
 *     else transfer::public_transfer(treasury_cap, ctx.sender());                           // MODE is 0
 *
 * As published its self address is that package's id; template.ts sets it back to 0x0 (what a compiler emits for a
 * package to publish) and patches the identifier and the constants.
 */
export const SUI_COIN_TEMPLATE_PACKAGE = '0x92088a54de0037a985dfb4b7ac79c0906554508d868dcb1bcbd15f89b874bf89';

export const SUI_COIN_TEMPLATE_BASE64 = [
  'oRzrCwYAAAAKAQAMAgweAyonBFEKBVtSB60B3gEIiwNgBusDjQEK+AQFDP0EVwAAAQ8CBgIHAhACEQAAAgABAwcAAgQMAQABAwEA',
  'AQABAwIMAQABBQUCAAAKAAEAARIDBAADCQgJAQADCwYHAQIEDA4BAQwEDQ0BAQwFDgoLAAMFAgUFDAQCBQICCAAHCAUAAQsCAQgA',
  'AQoCAQgBAQgABwkAAggBCAEIAQgBBwgFAgsDAQkACwIBCQACCwMBCQAHCAUBCwQBCQABBggFAQUBCwQBCAACCQAFAQkAEUNVUlJF',
  'TkNZX1RFTVBMQVRFE0N1cnJlbmN5SW5pdGlhbGl6ZXILTWV0YWRhdGFDYXAGU3RyaW5nC1RyZWFzdXJ5Q2FwCVR4Q29udGV4dARj',
  'b2luDWNvaW5fcmVnaXN0cnkLZHVtbXlfZmllbGQIZmluYWxpemUEaW5pdBVuZXdfY3VycmVuY3lfd2l0aF9vdHcUcHVibGljX2Zy',
  'ZWV6ZV9vYmplY3QPcHVibGljX3RyYW5zZmVyBnNlbmRlcgZzdHJpbmcIdHJhbnNmZXIKdHhfY29udGV4dAR1dGY4kgiKVN4AN6mF',
  '37S3rHnAkGVUUI2Gjcsby9Ffibh0v4kAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'AAAAAAAAAAAAAAACAgEAAgEBAgECAwgDAAAAAAAAAAMIBAAAAAAAAAADCAUAAAAAAAAACgIODVRFTVBMQVRFX05BTUUKAgUEVE1Q',
  'TAoCISBUZW1wbGF0ZSBjdXJyZW5jeSBmb3IgZGVwbG95bWVudAIBCQoCAQAFIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'AAAAAAIBCAEAAAAAAiwLAAcJBwcRAQcGEQEHCBEBBwoRAQoBOAAMAgoBOAEKAS4RBjgCBwAHASEEHAsBAQsCOAMFKwcABwIhBCYL',
  'AQELAgcLOAQFKwsCCwEuEQY4BAIA',
].join('');
