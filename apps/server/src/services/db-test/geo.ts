/** Mean radius of the Earth in kilometres (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** A place in degrees. */
export interface Place {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine): the same number whichever database stored the rows. */
export function distanceKm(a: Place, b: Place): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box that holds every place within `km` of `center` (a little larger, never
 * smaller): the SQL filter before the exact distance. Valid away from the poles, as the demo's point is.
 */
export function boundingBox(center: Place, km: number) {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const dLon = dLat / Math.cos(rad(Math.abs(center.latitude) + dLat));
  return {
    minLat: center.latitude - dLat,
    maxLat: center.latitude + dLat,
    minLon: center.longitude - dLon,
    maxLon: center.longitude + dLon,
  };
}
