import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

/** Shows "later" a moment after it mounts: an update nobody waited for if the test does not. */
function Later() {
  const [text, setText] = useState('now');
  useEffect(() => {
    const t = setTimeout(() => setText('later'), 10);
    return () => clearTimeout(t);
  }, []);
  return <p>{text}</p>;
}

// tests/setup.ts fails a test during which React updated outside act().
describe('the act() guard of tests/setup.ts', () => {
  it.fails('fails a test that let the page update without waiting for it', async () => {
    render(<Later />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('later')).toBeInTheDocument();
  });

  it('passes the same test when it awaits what the user sees', async () => {
    render(<Later />);
    expect(await screen.findByText('later')).toBeInTheDocument();
  });
});
