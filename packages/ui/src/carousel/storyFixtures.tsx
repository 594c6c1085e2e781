// Made-up slides for the stories: one kind of card per slider module, with images drawn
// as inline SVG so that no story needs the network.
import { CarouselImage } from './CarouselImage';
import type { CarouselModule } from './config';
import type { LightboxImage } from './Lightbox';

/** An inline SVG picture with a label, `width` × `height`. */
export function placeholder(label: string, hue: number, width = 320, height = 180): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 45% 32%)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="system-ui,sans-serif" font-size="${Math.round(height / 7)}" ` +
    `text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const CASINOS = ['Aurora', 'Blue Reef', 'Crown Nine', 'Delta Star', 'Emerald', 'Fortuna'];
const GAMES = [
  'Book of Sun',
  'Gem Rush',
  'Wild Orchard',
  'Neon Reels',
  'Pharaoh Gold',
  'Big Catch',
];
const TEAM = ['Ana Novak', 'Ben Okafor', 'Chloé Martin', 'Dev Patel', 'Eva Horváth', 'Finn Berg'];
const TOPICS = ['Casino complaints', 'Bonus hunting', 'Slots talk', 'Live dealers', 'Payments'];
const NEWS = ['New licence rules', 'Record jackpot won', 'Payment times compared'];

const pick = (list: readonly string[], index: number) => list[index % list.length] ?? '';

/** The cards of one module; the first `eager` images load at once, the rest lazily. */
export function demoSlides(module: CarouselModule, count: number, eager = 0) {
  return Array.from({ length: count }, (_, index) => (
    <DemoCard key={index} module={module} index={index} eager={index < eager} />
  ));
}

function DemoCard({
  module,
  index,
  eager,
}: {
  module: CarouselModule;
  index: number;
  eager: boolean;
}) {
  const hue = (index * 47) % 360;
  const n = index + 1;
  const image = (label: string, alt: string, width = 320, height = 180) => (
    <CarouselImage
      className="demo-card__image"
      src={placeholder(label, hue, width, height)}
      alt={alt}
      width={width}
      height={height}
      eager={eager}
    />
  );
  switch (module) {
    case 'bonus':
      return (
        <article className="demo-card">
          {image(`${100 + index * 25}%`, '')}
          <h3>
            {100 + index * 25}% up to €{200 + index * 50}
          </h3>
          <p>
            {pick(CASINOS, index)} Casino · bonus {n}
          </p>
          <a href={`#bonus-${n}`}>Get bonus</a>
        </article>
      );
    case 'new':
    case 'top-casino':
      return (
        <article className="demo-card">
          {image(pick(CASINOS, index), `${pick(CASINOS, index)} Casino logo`, 240, 120)}
          <h3>
            {n}. {pick(CASINOS, index)} Casino
          </h3>
          <p>Safety index {(9.6 - index * 0.2).toFixed(1)}</p>
          <a href={`#casino-${n}`}>Read review</a>
        </article>
      );
    case 'team':
      return (
        <article className="demo-card demo-card--person">
          {image(pick(TEAM, index).charAt(0), '', 120, 120)}
          <h3>{pick(TEAM, index)}</h3>
          <p>{index % 2 ? 'Casino reviewer' : 'Complaints specialist'}</p>
        </article>
      );
    case 'forum-category':
      return (
        <article className="demo-card">
          <h3>
            <a href={`#forum-${n}`}>{pick(TOPICS, index)}</a>
          </h3>
          <p>{120 + index * 37} threads</p>
        </article>
      );
    case 'game':
      return (
        <article className="demo-card">
          {image(`Game ${n}`, '', 240, 180)}
          <h3>
            <a href={`#game-${n}`}>{pick(GAMES, index)}</a>
          </h3>
        </article>
      );
    case 'screenshots':
      return image(`Screenshot ${n}`, `Screenshot ${n} of the casino`, 320, 200);
    case 'news':
      return (
        <article className="demo-card">
          {image(`News ${n}`, '')}
          <h3>
            <a href={`#news-${n}`}>{pick(NEWS, index)}</a>
          </h3>
        </article>
      );
  }
}

/** The large screenshots of a casino for the lightbox. */
export function demoScreenshots(count: number): LightboxImage[] {
  return Array.from({ length: count }, (_, index) => ({
    src: placeholder(`Screenshot ${index + 1}`, (index * 47) % 360, 1280, 800),
    alt: `Screenshot ${index + 1} of the casino`,
    caption: ['Lobby', 'Cashier', 'Live casino', 'Slots', 'Promotions', 'Support'][index % 6],
    width: 1280,
    height: 800,
  }));
}

/** A little styling for the made-up cards. */
export const demoCardStyles = `
.demo-card { box-sizing: border-box; height: 100%; padding: 0.75rem; border: 1px solid #d4dad6;
  border-radius: 0.75rem; background: #fff; font: 0.95rem/1.4 system-ui, sans-serif; color: #1b1f1d; }
.demo-card h3 { margin: 0.5rem 0 0.25rem; font-size: 1rem; }
.demo-card p { margin: 0 0 0.5rem; }
.demo-card a { color: #0b5130; }
.demo-card__image { display: block; width: 100%; height: auto; border-radius: 0.5rem; background: #e6ebe8; }
.demo-card--person { text-align: center; }
.demo-card--person .demo-card__image { width: 60%; margin: 0 auto; border-radius: 50%; }
`;
