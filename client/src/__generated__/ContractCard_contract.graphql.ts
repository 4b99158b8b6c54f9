/**
 * @generated SignedSource<<35b29c0cf4dc409b985857fc6390516f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractRole = "ADMIN" | "CLIENT" | "COLLABORATOR" | "%future added value";
export type ContractStatus = "ACTIVE" | "COMPLETED" | "DECLINED" | "PROPOSED" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractCard_contract$data = {
  readonly client: {
    readonly displayName: string;
  };
  readonly collaborator: {
    readonly displayName: string;
  };
  readonly declineReason: string | null | undefined;
  readonly fromRequest: {
    readonly subject: string;
  } | null | undefined;
  readonly id: string;
  readonly milestones: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"MilestoneRow_milestone">;
  }>;
  readonly project: {
    readonly path: string;
    readonly readerWords: {
      readonly title: string;
    } | null | undefined;
  } | null | undefined;
  readonly reviewMinutes: number;
  readonly scope: string;
  readonly status: ContractStatus;
  readonly title: string;
  readonly totalRials: number;
  readonly viewerRole: ContractRole;
  readonly " $fragmentType": "ContractCard_contract";
};
export type ContractCard_contract$key = {
  readonly " $data"?: ContractCard_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractCard_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractCard_contract",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scope",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContactRequest",
      "kind": "LinkedField",
      "name": "fromRequest",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subject",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioProject",
      "kind": "LinkedField",
      "name": "project",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PortfolioWords",
          "kind": "LinkedField",
          "name": "readerWords",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "declineReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "collaborator",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractMilestone",
      "kind": "LinkedField",
      "name": "milestones",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MilestoneRow_milestone"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "d02acd96b277ead53ec91735269a867a";

export default node;
