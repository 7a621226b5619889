"use client";

import { useCallback } from "react";
import { useQuery } from "urql";
import { CoachAccessCard } from "./coach-access-card";
import { COACH_ACCESS_REQUESTS, type CoachAccessRequestView } from "./coach-access-operations";
import { useCoachAccessActions } from "./use-coach-access-actions";

/**
 * On every signed-in page of the member (never in coach mode): coach requests waiting for an answer and access
 * running now, each with its buttons. Nothing at all when there is none.
 */
export function CoachAccessNotice() {
  const [{ data }, refetch] = useQuery({ query: COACH_ACCESS_REQUESTS, requestPolicy: "cache-and-network" });
  const refresh = useCallback(() => refetch({ requestPolicy: "network-only" }), [refetch]);
  const { answer, end } = useCoachAccessActions(refresh);
  const requests = (data?.coachAccessRequests ?? []) as CoachAccessRequestView[];
  if (requests.length === 0) return null;
  return (
    <div aria-label="Coach access" role="region" className="mx-auto grid max-w-7xl gap-3 px-4 pt-4 lg:px-6">
      {requests.map((request) => (
        <CoachAccessCard
          key={request.id}
          request={request}
          onAnswer={(choice) => answer({ requestId: request.id }, choice)}
          onEnd={() => end(request.id)}
        />
      ))}
    </div>
  );
}
