import { LINE_ICON } from '../ui/line-icon.ts';

/**
 * Icons from one sprite, /icons.svg (one cached request; no path data in the page's HTML or
 * JavaScript). Stroke icons on a 24 px grid take the text colour; decorative unless labelled.
 */
type IconProps = { className?: string };

type IconName =
  | 'bed'
  | 'bath'
  | 'users'
  | 'chevron-left'
  | 'chevron-right'
  | 'chevron-down'
  | 'arrow-left'
  | 'arrow-right'
  | 'menu'
  | 'close'
  | 'share'
  | 'phone'
  | 'mail'
  | 'map-pin'
  | 'check'
  | 'camera'
  | 'building'
  | 'clock'
  | 'refresh'
  | 'scale'
  | 'tag';

function Icon({ name, className = 'h-5 w-5' }: IconProps & { name: IconName }) {
  return (
    <svg {...LINE_ICON} className={className}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}

export const BedIcon = (p: IconProps) => <Icon name="bed" {...p} />;
export const BathIcon = (p: IconProps) => <Icon name="bath" {...p} />;
export const UsersIcon = (p: IconProps) => <Icon name="users" {...p} />;
export const ChevronLeftIcon = (p: IconProps) => <Icon name="chevron-left" {...p} />;
export const ChevronRightIcon = (p: IconProps) => <Icon name="chevron-right" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon name="chevron-down" {...p} />;
export const ArrowLeftIcon = (p: IconProps) => <Icon name="arrow-left" {...p} />;
export const ArrowRightIcon = (p: IconProps) => <Icon name="arrow-right" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon name="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const ShareIcon = (p: IconProps) => <Icon name="share" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon name="phone" {...p} />;
export const MailIcon = (p: IconProps) => <Icon name="mail" {...p} />;
export const MapPinIcon = (p: IconProps) => <Icon name="map-pin" {...p} />;
export const CheckIcon = (p: IconProps) => <Icon name="check" {...p} />;
export const CameraIcon = (p: IconProps) => <Icon name="camera" {...p} />;
export const BuildingIcon = (p: IconProps) => <Icon name="building" {...p} />;
export const ClockIcon = (p: IconProps) => <Icon name="clock" {...p} />;
export const RefreshIcon = (p: IconProps) => <Icon name="refresh" {...p} />;
export const ScaleIcon = (p: IconProps) => <Icon name="scale" {...p} />;
