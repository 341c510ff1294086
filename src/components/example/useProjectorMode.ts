/**
 * Projector mode of a worked example (see shared/projector.ts): the widget fills the screen with the
 * step's text beside a table scaled to fit. The projection is kept in a ref so a link to another
 * example can leave it; a widget that goes away gives the screen and the page back.
 */
import { useEffect, useRef, useState, type MutableRef } from 'preact/hooks';
import { enterProjector, type Projection } from '../shared/projector.ts';

export function useProjectorMode(root: MutableRef<HTMLDivElement | null>) {
  const [projecting, setProjecting] = useState(false);
  const projection = useRef<Projection | null>(null);

  const toggleProjector = () => {
    const el = root.current;
    if (projection.current) void projection.current.leave();
    else if (el) {
      projection.current = enterProjector(el, {
        table: () => el.querySelector<HTMLElement>('.bng-table'),
        stage: () => el.querySelector<HTMLElement>('.bng-example-stage'),
        onLeave: () => {
          projection.current = null;
          setProjecting(false);
        },
      });
      setProjecting(true);
    }
  };
  // A widget that goes away (the page changes) gives the screen and the page back.
  useEffect(
    () => () => {
      void projection.current?.leave(false);
    },
    [],
  );
  return { projecting, projection, toggleProjector };
}
