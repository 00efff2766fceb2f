import { HighlightedText } from '../components/HighlightedText';
import type { FieldHits } from './job-form';

export interface ForbiddenHitsPreviewProps {
  /** The field's value as it was refused: text, or the items of a tag list. */
  value: unknown;
  groups: readonly FieldHits[];
}

/**
 * Under a refused field: its text with the forbidden words marked, so the recruiter sees where
 * to edit. Offsets are into the trimmed text the server checked (ForbiddenWordHit).
 */
export function ForbiddenHitsPreview({ value, groups }: ForbiddenHitsPreviewProps) {
  const pieces = groups.map((group) => {
    const raw = group.item === null ? value : Array.isArray(value) ? value[group.item] : undefined;
    const text = typeof raw === 'string' ? raw.trim() : '';
    return { key: group.item ?? 'text', text, group };
  });
  return (
    <div
      data-testid={`forbidden-hits-${groups[0]?.field ?? ''}`}
      style={{
        marginTop: 4,
        padding: '4px 8px',
        background: '#fff2f0',
        border: '1px solid #ffccc7',
        borderRadius: 4,
        color: 'rgba(0,0,0,0.88)',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
        maxHeight: 160,
        overflow: 'auto',
      }}
    >
      {pieces.map(({ key, text, group }) => (
        <div key={key}>
          {group.item !== null ? <span style={{ color: '#8c8c8c' }}>{`第${group.item + 1}项：`}</span> : null}
          <HighlightedText text={text} ranges={group.hits} />
        </div>
      ))}
    </div>
  );
}
