export { Card, CardHeader, CardTitle, CardBody, CardGrid } from './Card';
export type {
  CardBodyProps,
  CardGridProps,
  CardHeaderProps,
  CardProps,
  CardState,
  CardTitleProps,
  CardTone,
  CardVariant,
} from './Card';
