import { createLocalStore } from './local-store';

describe('createLocalStore without a browser', () => {
  it('finds nothing and drops writes when there is no localStorage', () => {
    expect(globalThis.localStorage).toBeUndefined();
    const store = createLocalStore();
    expect(() => store.setJson('menus', { menus: [] })).not.toThrow();
    expect(store.getJson('menus')).toBeNull();
    expect(() => store.remove('menus')).not.toThrow();
  });
});
