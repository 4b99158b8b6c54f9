/**
 * @generated SignedSource<<0b6df72abe6ddda659f46adaf1d48967>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityCategory = "ACHIEVEMENT" | "BUSINESS" | "EDUCATION" | "%future added value";
export type ActivityKind = "APPLICATION_APPROVED" | "JOB_POSTED" | "TEST_COMPLETED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActivityFeedItem_item$data = {
  readonly actor: string | null | undefined;
  readonly category: ActivityCategory;
  readonly count: number | null | undefined;
  readonly kind: ActivityKind;
  readonly link: string | null | undefined;
  readonly live: boolean;
  readonly occurredAt: string;
  readonly title: string | null | undefined;
  readonly vip: boolean;
  readonly " $fragmentType": "ActivityFeedItem_item";
};
export type ActivityFeedItem_item$key = {
  readonly " $data"?: ActivityFeedItem_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityFeedItem_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActivityFeedItem_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "live",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "occurredAt",
      "storageKey": null
    }
  ],
  "type": "ActivityItem",
  "abstractKey": null
};

(node as any).hash = "46638a4336c618608a0a7ca34405c651";

export default node;
