import { inertOutside } from './inert';

beforeEach(() => {
  document.body.innerHTML = `
    <header id="header"><a href="/">Home</a></header>
    <main id="main">
      <p id="text">Text</p>
      <section id="section"><div id="gate"><button>Yes</button></div><p id="beside">Beside</p></section>
    </main>
    <aside id="already" inert></aside>`;
});

const byId = (id: string) => document.getElementById(id)!;

describe('inertOutside', () => {
  it('makes everything but the element and its ancestors inert, and gives it back', () => {
    const release = inertOutside(byId('gate'));
    for (const id of ['header', 'text', 'beside', 'already']) expect(byId(id).inert).toBe(true);
    for (const id of ['gate', 'section', 'main']) expect(byId(id).inert).toBe(false);
    release();
    for (const id of ['header', 'text', 'beside', 'main']) expect(byId(id).inert).toBe(false);
    // What was inert before stays inert.
    expect(byId('already').inert).toBe(true);
    release();
    expect(byId('already').inert).toBe(true);
  });
});
