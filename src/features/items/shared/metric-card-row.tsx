import type { MetricCard } from '@domain/tracking/metric-cards';
import './item-layout.css';

/** The item's numbers first: one card per metric with its current value and its changes by window. */
export function MetricCardRow({ cards }: { cards: readonly MetricCard[] }) {
  return (
    <section className="metric-cards" aria-label="Key figures">
      {cards.map((card) => (
        <div className="card metric-card" key={card.label}>
          <h2 className="metric-card-label">{card.label}</h2>
          <p className="metric-card-value">{card.valueText}</p>
          {card.asOfText && <p className="metric-card-as-of">{card.asOfText}</p>}
          {card.changes.length > 0 && (
            <ul className="metric-card-changes">
              {card.changes.map((change) => (
                <li key={change.window} className={`metric-change metric-change-${change.direction}`}>
                  {change.text}
                </li>
              ))}
            </ul>
          )}
          {card.note && <p className="metric-card-note">{card.note}</p>}
          {card.standIn && <p className="metric-card-stand-in">{card.standIn}</p>}
        </div>
      ))}
    </section>
  );
}
