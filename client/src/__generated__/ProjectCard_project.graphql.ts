/**
 * @generated SignedSource<<3ef956360651b3f0c849a6f3f98ba3e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PortfolioCategory = "AI" | "API" | "BOT" | "DASHBOARD" | "DESKTOP" | "ECOMMERCE" | "MOBILE_APP" | "WEBSITE" | "WEB_APP" | "%future added value";
export type PortfolioIndustry = "EDUCATION" | "FINANCE" | "GOVERNMENT" | "HEALTH" | "LOGISTICS" | "MANUFACTURING" | "MEDIA" | "OTHER" | "REAL_ESTATE" | "RETAIL" | "TRAVEL" | "%future added value";
export type PortfolioProjectState = "COMPLETED" | "IN_PROGRESS" | "UPCOMING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectCard_project$data = {
  readonly byTeam: boolean;
  readonly categories: ReadonlyArray<PortfolioCategory>;
  readonly cover: {
    readonly height: number;
    readonly thumbUrl: string;
    readonly width: number;
  } | null | undefined;
  readonly forSale: boolean;
  readonly hasDemo: boolean;
  readonly industry: PortfolioIndustry;
  readonly likes: number;
  readonly path: string;
  readonly readerWords: {
    readonly locale: string;
    readonly summary: string;
    readonly title: string;
  } | null | undefined;
  readonly state: PortfolioProjectState;
  readonly technologies: ReadonlyArray<string>;
  readonly views: number;
  readonly " $fragmentType": "ProjectCard_project";
};
export type ProjectCard_project$key = {
  readonly " $data"?: ProjectCard_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectCard_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectCard_project",
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
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "industry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "categories",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "technologies",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "forSale",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasDemo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byTeam",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "views",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "likes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioPicture",
      "kind": "LinkedField",
      "name": "cover",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        }
      ],
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locale",
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
          "name": "summary",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PortfolioProject",
  "abstractKey": null
};

(node as any).hash = "081666630312c6d3baa3243f3ee67d73";

export default node;
