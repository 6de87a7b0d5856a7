import { avatar } from './avatar.css';

/** A person's picture, or their initial when they have none. Decorative: the name is always shown beside it. */
export function Avatar({ name, image, size = 48 }: { name: string; image: string | null; size?: number }) {
  const dimensions = { width: size, height: size, fontSize: size * 0.42 };
  if (image) return <img className={avatar} src={image} alt="" style={dimensions} />;
  return (
    <span className={avatar} style={dimensions} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
