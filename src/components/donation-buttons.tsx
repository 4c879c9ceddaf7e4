// The two donation buttons. Each is an outside image inside a link that opens in a new tab;
// when the image cannot load (offline, blocked), the link shows its text label instead.
import { useEffect, useRef, useState } from 'react';
import { donationLinks, type DonationId, type DonationLink } from '../config/donations.ts';

function DonationButton({ link, label }: { link: DonationLink; label: string }) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  // An image that failed before React attached onError (e.g. before hydration) is detected here.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <a
      className="donation-button"
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      data-failed={failed ? '' : undefined}
    >
      {failed ? (
        <span className="donation-label">{label}</span>
      ) : (
        <img
          ref={imgRef}
          src={link.imageSrc}
          alt={label}
          width={link.imageWidth}
          height={link.imageHeight}
          referrerPolicy="no-referrer"
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </a>
  );
}

interface DonationButtonsProps {
  /** The group's name. */
  label: string;
  /** Each button's label: the image's alt text, and the link's text if the image cannot load. */
  labels: Record<DonationId, string>;
}

export function DonationButtons({ label, labels }: DonationButtonsProps) {
  return (
    <div className="donations" role="group" aria-label={label}>
      {donationLinks.map((link) => (
        <DonationButton key={link.id} link={link} label={labels[link.id]} />
      ))}
    </div>
  );
}
