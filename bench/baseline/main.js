// The bench's baseline: React 19 alone, no app code. A card's text is swapped on the grade key, as the study
// screen swaps its card, so the client's own work per card can be stated as a ratio to this page's.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const CARDS = Array.from({ length: 400 }, (_, index) => `Card ${index + 1}: what is the capital of country ${index + 1}?`);

function Card() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const onKey = (event) => {
      if (event.key === '3') setIndex((current) => (current + 1) % CARDS.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return h('main', null, h('h1', null, 'Study'), h('article', null, h('div', null, h('p', { id: 'card-question' }, CARDS[index]))));
}

createRoot(document.getElementById('root')).render(h(Card));
