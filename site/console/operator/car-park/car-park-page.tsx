import { type CarParkListing, EDITS_LISTING, type ListingPhotos, roleAtLeast } from '@parking/core';
import { useApiCache } from '@parking/client';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConsoleHome } from '../../kit/use-console-home';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { useConsoleApi } from '../../kit/console-api';
import { useConsoleMe } from '../../shell/session/use-console-me';
import '../../kit/console-pages.css';
import { CarParkSelect, NoCarParks, chosenCarPark } from '../../kit/car-park-select';
import './car-park.css';
import { ListingDetails } from './listing-details';
import { ListingForm } from './listing-form';
import { ListingPreview } from './listing-preview';
import { PhotosSection } from './photos-section';
import { addPhoto, carParkKey, removePhoto, saveListing, useCarPark } from './use-car-park';

/** One car park's settings: the form (or the read-only listing) beside what travellers see now. */
function CarParkSettingsView({ id, canEdit }: { id: string; canEdit: boolean }) {
  const query = useCarPark(id);
  const api = useConsoleApi();
  const cache = useApiCache();
  const [status, setStatus] = useState('');
  const save = async (listing: CarParkListing) => {
    setStatus('');
    const saved = await saveListing(api, id, listing);
    await cache.mutate(carParkKey(id), saved);
    return saved;
  };
  // The photos change apart from the listing: the page's copy takes the list the server answers.
  const withPhotos = async (change: Promise<ListingPhotos>) => {
    const { photos } = await change;
    if (query.data) await cache.mutate(carParkKey(id), { ...query.data, photos });
    return photos;
  };
  return (
    <>
      <p className="console-status" role="status">
        {status}
      </p>
      <QueryState query={query} what="car park">
        {(settings) => (
          <div className="car-park-layout">
            <div>
              {canEdit ? (
                <ListingForm
                  settings={settings}
                  onSave={save}
                  onSaved={() => setStatus('Listing saved. Searches show it within a few seconds.')}
                />
              ) : (
                <ListingDetails listing={settings.listing} />
              )}
              <PhotosSection
                photos={settings.photos}
                canEdit={canEdit}
                onAdd={(photo, alt) => withPhotos(addPhoto(api, id, photo, alt))}
                onRemove={(photoId) => withPhotos(removePhoto(api, id, photoId))}
              />
            </div>
            <ListingPreview settings={settings} />
          </div>
        )}
      </QueryState>
    </>
  );
}

/**
 * A car park's settings (/console/car-park?carPark=…): its listing as travellers see it (name,
 * description, features, transfer time, photos), the arrival and return instructions and phone number
 * their emails carry, and where bookings are emailed. Owners and managers change them; the desk reads.
 * Webhooks have their own page.
 */
export function CarParkPage() {
  useConsoleTitle('Car park settings');
  const home = useConsoleHome();
  const org = useConsoleMe().data?.active;
  const [params, setParams] = useSearchParams();
  const canEdit = org ? roleAtLeast(org.kind, org.role, EDITS_LISTING) : false;
  return (
    <>
      <h1>Car park settings</h1>
      <p>
        Booking notifications by webhook are set on the <Link to="/console/notifications">notifications page</Link>.
      </p>
      <QueryState query={home} what="car parks">
        {(data) => {
          const carParks = data.kind === 'operator' ? data.carParks : [];
          const carPark = chosenCarPark(carParks, params);
          if (!carPark) return <NoCarParks />;
          return (
            <>
              <CarParkSelect
                id="car-park-choice"
                carParks={carParks}
                value={carPark.id}
                onChange={(id) => setParams(new URLSearchParams({ carPark: id }))}
              />
              <CarParkSettingsView key={carPark.id} id={carPark.id} canEdit={canEdit} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
