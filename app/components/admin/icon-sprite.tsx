import type { LucideIcon } from "lucide-react";

/**
 * Icons for the rows of an admin list: the page draws each icon's paths once,
 * in a hidden sprite, and every row refers to them with <use>. A page of 25
 * rows with a few actions each would otherwise repeat the same paths a
 * hundred times in its HTML.
 */
export function iconSprite<Name extends string>(prefix: string, icons: Record<Name, LucideIcon>) {
  const names = Object.keys(icons) as Name[];
  const iconId = (name: Name) => `${prefix}-${name}`;

  function Sprite() {
    return (
      <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
        {names.map((name) => {
          const Icon: LucideIcon = icons[name];
          return (
            <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
              <Icon />
            </symbol>
          );
        })}
      </svg>
    );
  }

  function SpriteIcon({ name, className }: { name: Name; className?: string }) {
    return (
      <svg aria-hidden="true" className={className}>
        <use href={`#${iconId(name)}`} />
      </svg>
    );
  }

  return { Sprite, Icon: SpriteIcon };
}
