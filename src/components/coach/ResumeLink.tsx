/** The link that resumes this coached game (the address holds it too): copy it to come back later or send it on. */
import { useState } from 'preact/hooks';

export function ResumeLink({ link }: { readonly link: string | null }) {
  const [copied, setCopied] = useState(false);
  if (!link) return <p class="bng-muted">This game is too long for a link; it goes on here.</p>;
  const url = `${location.origin}${location.pathname}#${link}`;
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <>
      <a class="bng-btn bng-coach-resume" href={`#${link}`} data-coach="resume-link" onClick={(e) => (e.preventDefault(), copy())}>
        Copy the link to this game
      </a>
      <span class="bng-sr" role="status">
        {copied ? 'Link copied.' : ''}
      </span>
    </>
  );
}
