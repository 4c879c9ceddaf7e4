// The two donation buttons. Each is an outside image inside a link that opens in a new tab;
// when the image cannot load (offline, blocked), the link shows its text label instead.
import { useEffect, useRef, useState } from 'react';
import { donationLinks, type DonationLink } from '../config/donations.ts';

function DonationButton({ link }: { link: DonationLink }) {
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
        <span className="donation-label">{link.label}</span>
      ) : (
        <img
          ref={imgRef}
          src={link.imageSrc}
          alt={link.label}
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

export function DonationButtons({ label }: { label: string }) {
  return (
    <div className="donations" role="group" aria-label={label}>
      {donationLinks.map((link) => (
        <DonationButton key={link.id} link={link} />
      ))}
    </div>
  );
}
