import { useEffect, useState } from "react";

/**
 * A pointer-driven parallax offset of at most `maxShift` pixels on each axis
 * (the spec's hero shift is 15 px). Stays still for people who prefer reduced motion.
 */
export function useParallax(maxShift: number) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const onMove = (event: PointerEvent) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const x = (event.clientX / window.innerWidth - 0.5) * 2 * maxShift;
        const y = (event.clientY / window.innerHeight - 0.5) * 2 * maxShift;
        setOffset({ x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 });
      });
    };
    window.addEventListener("pointermove", onMove, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointermove", onMove);
    };
  }, [maxShift]);
  return offset;
}
