// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FineTuneSlider } from './fine-tune-slider.tsx';
import { ResultOptions } from './result-options.tsx';
import { ResultPreview } from './result-preview.tsx';

afterEach(cleanup);

describe('ResultPreview', () => {
  const props = { src: 'blob:signature', width: 300, height: 120, alt: 'Your signature' };

  it('shows the PNG at its size on a checkerboard, then on white paper and on a dark page', () => {
    render(<ResultPreview {...props} />);
    const view = screen.getByTestId('result-view');
    const image = screen.getByRole('img', { name: 'Your signature' });
    expect(image.getAttribute('src')).toBe('blob:signature');
    expect(image.getAttribute('width')).toBe('300');
    expect(view.dataset.background).toBe('checker');
    expect(view.classList.contains('checkerboard')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Transparent' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'White paper' }));
    expect(view.dataset.background).toBe('white');
    expect(view.classList.contains('checkerboard')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(view.dataset.background).toBe('dark');
    expect(screen.getByRole('group', { name: 'Background' })).toBeTruthy();
  });

  it('zooms to 1:1 in a scrollable region the keyboard can reach, and back to fit', () => {
    render(<ResultPreview {...props} />);
    const view = screen.getByTestId('result-view');
    expect(view.dataset.zoom).toBe('fit');
    expect(view.getAttribute('tabindex')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '1:1' }));
    expect(view.dataset.zoom).toBe('actual');
    expect(screen.getByRole('region', { name: /actual size/ })).toBe(view);
    expect(view.getAttribute('tabindex')).toBe('0');
    fireEvent.click(screen.getByRole('radio', { name: 'Fit' }));
    expect(view.dataset.zoom).toBe('fit');
  });

  it('shows the placeholder without a picture, with zoom unavailable', () => {
    render(<ResultPreview {...props} src={null} placeholder={<p>Nothing yet</p>} busy />);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('radio', { name: '1:1' }).matches(':disabled')).toBe(true);
    expect(screen.getByTestId('result-view').getAttribute('aria-busy')).toBe('true');
  });
});

describe('FineTuneSlider', () => {
  it('is a labelled slider that reports every value and says it in words', () => {
    const onChange = vi.fn();
    const { rerender } = render(<FineTuneSlider value={0} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Ink thickness' });
    expect(slider.getAttribute('aria-valuetext')).toBe('As detected');
    fireEvent.change(slider, { target: { value: '6' } });
    expect(onChange).toHaveBeenLastCalledWith(6);
    // The width as a share of the detected one: −4 is 2^(−4/8).
    rerender(<FineTuneSlider value={-4} onChange={onChange} />);
    expect(slider.getAttribute('aria-valuetext')).toBe('71% of the detected width');
    expect([slider.getAttribute('min'), slider.getAttribute('max')]).toEqual(['-8', '8']);
  });

  it('announces politely only when the pointer or key is released', () => {
    const { rerender } = render(<FineTuneSlider value={0} onChange={() => {}} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    rerender(<FineTuneSlider value={8} onChange={() => {}} />);
    expect(status.textContent).toBe('');
    const slider = screen.getByRole('slider');
    fireEvent.keyUp(slider, { key: 'Tab' });
    expect(status.textContent).toBe('');
    fireEvent.keyUp(slider, { key: 'ArrowRight' });
    expect(status.textContent).toBe('Ink thickness: 200% of the detected width.');
    rerender(<FineTuneSlider value={-2} onChange={() => {}} />);
    fireEvent.pointerUp(slider);
    expect(status.textContent).toBe('Ink thickness: 84% of the detected width.');
  });

  it('resets to the cleaner’s own choice, and Reset is off when already there', () => {
    const onChange = vi.fn();
    const { rerender } = render(<FineTuneSlider value={0} onChange={onChange} />);
    const reset = screen.getByRole('button', { name: 'Reset ink thickness' });
    expect(reset).toHaveProperty('disabled', true);
    rerender(<FineTuneSlider value={5} onChange={onChange} />);
    fireEvent.click(reset);
    expect(onChange).toHaveBeenCalledWith(0);
    expect(screen.getByRole('status').textContent).toBe('Ink thickness as detected.');
  });
});

describe('ResultOptions', () => {
  it('reports the trim toggle and the colour choice, and shows the ink’s own colour', () => {
    const onTrimChange = vi.fn();
    const onColourChange = vi.fn();
    render(
      <ResultOptions
        trim
        onTrimChange={onTrimChange}
        colour="original"
        onColourChange={onColourChange}
        originalHex="#223366"
      />,
    );
    const trim = screen.getByRole('checkbox', { name: 'Trim to the signature' });
    expect(trim).toHaveProperty('checked', true);
    fireEvent.click(trim);
    expect(onTrimChange).toHaveBeenCalledWith(false);
    const group = screen.getByRole('group', { name: 'Ink colour' });
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(onColourChange).toHaveBeenCalledWith('blue');
    const swatch = screen.getByRole('radio', { name: 'Original' }).nextElementSibling!
      .firstElementChild as HTMLElement;
    expect(swatch.style.background).toBe('rgb(34, 51, 102)');
  });

  it('can be turned off as a whole while there is no result', async () => {
    render(
      <ResultOptions
        trim={false}
        onTrimChange={() => {}}
        colour="black"
        onColourChange={() => {}}
        disabled
      />,
    );
    await act(async () => {});
    for (const radio of screen.getAllByRole('radio'))
      expect(radio.closest('fieldset')!.disabled).toBe(true);
    expect(screen.getByRole('checkbox')).toHaveProperty('disabled', true);
  });
});

describe('ResultPanel', () => {
  it('puts the preview, the options, the slider and the ways out together, the slider optional', async () => {
    const { default: ResultPanel } = await import('./result-panel.tsx');
    const props = {
      preview: { src: 'blob:x', width: 10, height: 5, alt: 'Signature' },
      options: { trim: true, onTrimChange() {}, colour: 'black' as const, onColourChange() {} },
      fineTune: { value: 0, onChange() {} },
      actions: { png: null, makeSvg: async () => new Blob() },
    };
    const { rerender } = render(<ResultPanel {...props} />);
    expect(screen.getByRole('img', { name: 'Signature' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Trim to the signature' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Ink thickness' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save SVG' })).toBeTruthy();
    rerender(<ResultPanel {...props} fineTune={undefined} />);
    expect(screen.queryByRole('slider')).toBeNull();
  });
});
