export { Card, CardHeader, CardTitle, CardBody, CardGrid } from './Card';
export type {
  CardProps,
  CardHeaderProps,
  CardTitleProps,
  CardBodyProps,
  CardGridProps,
  CardTone,
  CardVariant,
  CardState,
} from './types';
