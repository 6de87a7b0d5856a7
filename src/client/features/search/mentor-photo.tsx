import { Avatar } from '../../ui/avatar';

/** The mentor's photo at a fixed size, loaded lazily, so the list does not jump as pictures arrive. */
export function MentorPhoto({ name, image, size, className }: { name: string; image: string | null; size: number; className: string }) {
  if (!image) return <Avatar name={name} image={null} size={size} />;
  return <img className={className} src={image} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
