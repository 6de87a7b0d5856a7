import { Card } from '../../ui/card';
import * as styles from './marketing.css';

export interface Feature {
  title: string;
  text: string;
}

/** A grid of titled cards, used for reasons, benefits and values. */
export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <div className={styles.featureGrid}>
      {features.map((feature) => (
        <Card key={feature.title} title={feature.title} titleLevel={3} className={styles.featureCard}>
          <p className={styles.featureText}>{feature.text}</p>
        </Card>
      ))}
    </div>
  );
}
